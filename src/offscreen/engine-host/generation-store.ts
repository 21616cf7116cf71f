import type { GenerationResult } from '../../messaging/engine-host-protocol';

/** One answer the host writes: it outlives the panel that asked, until collected or evicted. */
export interface Generation {
  result: GenerationResult;
  abort: AbortController;
  /** Ports that get its deltas and end: the asker, and a reopened panel that collected it. */
  subscribers: Set<unknown>;
  /** Sends the text written since the last delta event (deltas are batched). */
  flush(): void;
  /** Written by a server, not the loaded model: never queued, and the model's release does not stop it. */
  server: boolean;
}

/** Finished answers kept for panels that reopen: one per window's latest turn is plenty. */
export const KEPT_GENERATIONS = 16;

/** Answers by request id, newest last; finished ones beyond the bound are dropped oldest first. */
export function createGenerationStore(limit = KEPT_GENERATIONS) {
  const byId = new Map<string, Generation>();
  return {
    get: (requestId: string) => byId.get(requestId),
    add(requestId: string, subscriber: unknown, server = false): Generation {
      byId.delete(requestId);
      const generation: Generation = {
        result: { requestId, state: 'generating', text: '' },
        abort: new AbortController(),
        subscribers: new Set([subscriber]),
        flush: () => undefined,
        server,
      };
      byId.set(requestId, generation);
      for (const [id, g] of byId) {
        if (byId.size <= limit) break;
        if (g.result.state !== 'generating') byId.delete(id);
      }
      return generation;
    },
    /** The loaded model's answers being written or waiting, first asked first. */
    queued: () => [...byId.values()].filter((g) => g.result.state === 'generating' && !g.server),
    /** The answers servers are writing now. */
    serving: () => [...byId.values()].filter((g) => g.result.state === 'generating' && g.server),
    /** A port closed: it gets nothing more; the answers it asked for go on. */
    forget(subscriber: unknown): void {
      for (const g of byId.values()) g.subscribers.delete(subscriber);
    },
  };
}

export type GenerationStore = ReturnType<typeof createGenerationStore>;
