// What a model load reports, whichever engine loads it: carried by the engine host's status
// (src/messaging/engine-host-protocol.ts) and drawn as the panel's bar.
/** A loading step the panel can show as a bar. */
export interface LoadProgress {
  /** download: weights from the network; cache: weights from the browser cache; compile: GPU shaders. */
  phase: 'download' | 'cache' | 'compile' | 'ready';
  /** 0–1 within the phase. */
  fraction: number;
  loadedBytes?: number;
  totalBytes?: number;
  /** WebLLM's own line, for the tooltip. */
  text: string;
}
