import type { EngineKind } from '../../models/engine-kind';
import type { PrefillProgress, TokenUsage } from '../../models/language-model';
import type { CatalogueModel } from '../../models/webllm/model-catalogue';
import type { LoadProgress } from '../../models/load-progress';
import type { CpuModel } from '../../models/wllama/cpu-catalogue';
import type { ChatMessage } from '../../pipeline/prompt/chat-message';

/** A model the host may load: found in its own catalogue (or an accepted test entry). */
export type ResolvedModel = { engine: 'webllm'; model: CatalogueModel } | { engine: 'wllama'; model: CpuModel };

export interface EngineLoadOptions {
  contextWindow: number;
  threads?: number | undefined;
  onProgress(progress: LoadProgress): void;
  /** Cancels the download/load: the promise then rejects with an AbortError. */
  signal: AbortSignal;
}

export interface EngineGenerateOptions {
  messages: ChatMessage[];
  temperature: number;
  maxTokens?: number | undefined;
  /** Stop: the promise resolves with what was written. */
  signal: AbortSignal;
  onDelta(text: string): void;
  onUsage?(usage: TokenUsage): void;
  onPrefill?(progress: PrefillProgress): void;
}

/**
 * A loaded model, whichever engine runs it. This is the port the host's tests plug engine doubles
 * into: the host's lifecycle (one load, idle release, device lost, answers outliving the panel)
 * is the same code whatever runs behind it.
 */
export interface LoadedEngine {
  readonly contextWindow: number;
  readonly threads?: number | undefined;
  /** Prompt tokens a second, measured on this machine when the model loaded (the processor engine). */
  readonly prefillTokS?: number | undefined;
  /** Streams one answer; throws a ModelError (context-length, device-lost…) the panel can act on. */
  generate(options: EngineGenerateOptions): Promise<void>;
  /** Frees the model's memory (GPU device, worker, WebAssembly heap). */
  unload(): Promise<void>;
}

/** Loads models of one engine kind. */
export interface EngineBackend {
  load(resolved: ResolvedModel, options: EngineLoadOptions): Promise<LoadedEngine>;
}

/** The engines of this build: Firefox's has no WebLLM (src/models/webllm/webllm-in-build.ts). */
export type EngineBackends = Partial<Record<EngineKind, EngineBackend>>;
