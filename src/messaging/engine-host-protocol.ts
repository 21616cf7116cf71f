import type { EngineKind } from '../models/engine-kind';
import type { LoadProgress } from '../models/load-progress';
import type { PrefillProgress, TokenUsage } from '../models/language-model';
import type { HostErrorCode, HostErrorWords, ModelErrorKind, StorageSpace } from '../models/model-error';
import type { ModelName } from '../models/model-name';
import type { ServerFailure } from '../models/server-failure';
import type { ServerSpec } from '../models/server-spec';
import type { CpuModel } from '../models/wllama/cpu-catalogue';
import type { ChatMessage } from '../pipeline/prompt/chat-message';

/**
 * The engine host's protocol (receiver: the offscreen document's engine host; senders: the side
 * panel and the options page). A long-lived `runtime.connect` port named ENGINE_HOST_PORT, not
 * one-shot messages: tokens stream back on it, and the host sees a panel close (port disconnect)
 * without stopping the answer it is writing. Requests are validated (validate-engine-request.ts).
 */
export const ENGINE_HOST_PORT = 'ask-tabs/engine-host';

/** What to load. The host resolves ids in its own catalogues; only test entries carry their model. */
export interface LoadSpec {
  engine: EngineKind;
  modelId: string;
  /** Tokens, chosen by the hardware fit; the host caps it at the model's own limit. */
  contextWindow: number;
  /** wllama: processor threads (1 unless the document is cross-origin isolated). */
  threads?: number;
  /** wllama in a development install only: an injected test entry (wllama/injected-models.ts). */
  testModel?: CpuModel;
}

export interface WireError {
  kind: ModelErrorKind;
  message: string;
  fix?: string;
  tokens?: { prompt?: number; window?: number };
  /** For 'storage-full': the bytes the model needs and the browser's room left. */
  space?: StorageSpace;
  /** The failure as a code the panel words (the host reads no catalogue). */
  words?: HostErrorWords;
  /** A server's failure as data: the panel words it with the server's host and model. */
  server?: ServerFailure;
}

/** panel → host */
export type EngineRequest =
  | { verb: 'status' }
  | { verb: 'configure'; data: { idleMs: number } }
  /** `loadId` names this request in its `loadEnded` reply; progress comes with `status`. */
  | { verb: 'load'; data: { spec: LoadSpec; loadId: string } }
  | { verb: 'cancelLoad' }
  /**
   * With `server`, the host asks that OpenAI-compatible server (its key included: the offscreen document
   * has no storage API, and the key then lives only in this request); without, the loaded model writes it.
   */
  | { verb: 'generate'; data: { requestId: string; messages: ChatMessage[]; temperature: number; maxTokens?: number; server?: ServerSpec } }
  | { verb: 'stop'; data: { requestId: string } }
  | { verb: 'collect'; data: { requestId: string } }
  | { verb: 'unload'; data: { modelId?: string } };

export type EngineState = 'none' | 'loading' | 'ready' | 'error';

export interface LoadedModelInfo {
  engine: EngineKind;
  modelId: string;
  /** Its name as data (the panel words it). */
  name: ModelName;
  contextWindow: number;
  threads?: number;
  /** Prompt tokens a second, measured on this machine when the model loaded (the processor engine). */
  prefillTokS?: number;
}

/** Why the last model was released. */
/** Why the model is no longer loaded; `host-closed`: the host's page went away (the panel's client says so). */
export type ReleaseReason = 'idle' | 'unload' | 'device-lost' | 'replaced' | 'failed' | 'host-closed';

export interface EngineStatus {
  state: EngineState;
  /** The model loaded, loading, or that failed. */
  model?: LoadedModelInfo;
  progress?: LoadProgress;
  error?: WireError;
  /** Loads completed since the host started: one per model the host actually loaded. */
  loads: number;
  /** The loaded model's answers being written or waiting, first asked first (it writes one at a time). */
  generating: string[];
  /** Answers a server is writing now: not queued (each is its own request to the server), never behind the model's. */
  serving: string[];
  idleMs: number;
  /** When the idle release will happen (epoch ms); undefined while busy or unloaded. */
  releaseAt?: number;
  lastRelease?: ReleaseReason;
  crossOriginIsolated: boolean;
}

export type GenerationState = 'generating' | 'done' | 'stopped' | 'error';

export interface GenerationResult {
  requestId: string;
  state: GenerationState;
  /** Everything written so far. */
  text: string;
  error?: WireError;
  usage?: TokenUsage;
}

/** host → panel */
export type EngineEvent =
  | { verb: 'status'; data: EngineStatus }
  | { verb: 'delta'; data: { requestId: string; text: string } }
  /** How far the engine has read the prompt (the processor engine reports it after each batch). */
  | { verb: 'prefill'; data: { requestId: string; progress: PrefillProgress } }
  /** The end of a generation (or, for collect, its state now: then deltas follow while generating). */
  | { verb: 'result'; data: GenerationResult }
  | { verb: 'unknown'; data: { requestId: string } }
  /** How a load this port asked for ended (also when it joined one already running or done). */
  | { verb: 'loadEnded'; data: { loadId: string; outcome: 'ready' | 'error' | 'cancelled'; model?: LoadedModelInfo; error?: WireError } }
  /** A request refused before it started, by code: the host reads no catalogue, the panel words it. */
  | { verb: 'rejected'; data: { code: RejectionCode; requestId?: string } };

export type RejectionCode = Extract<HostErrorCode, 'already-writing' | 'malformed-request'>;
