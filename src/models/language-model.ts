/**
 * The language-model port: every backend (WebLLM, an OpenAI-compatible server, Chrome's built-in
 * Prompt API) implements it, and the answer flow only ever talks to it. Tests use doubles here.
 */
import type { ChatMessage } from '../pipeline/prompt/chat-message';
import type { EngineKind } from './engine-kind';
import type { ModelName } from './model-name';

export interface GenerateRequest {
  messages: ChatMessage[];
  /** Low by default: answers should restate the sources, not invent. */
  temperature?: number;
  /** The most tokens the answer may use. */
  maxTokens?: number;
  /** Aborting ends the stream quietly (no error): what has arrived so far is the answer. */
  signal?: AbortSignal;
  /** Called with the backend's own token counts when it reports them (WebLLM's usage chunk). */
  onUsage?: (usage: TokenUsage) => void;
  /**
   * Names this answer for backends that write it outside the panel (the engine host): a panel
   * reopened while it was being written collects it by this id. Others ignore it.
   */
  requestId?: string;
  /** Reading the prompt (prefill), from backends that report it (the processor engine): the wait before the first word. */
  onPrefill?: (progress: PrefillProgress) => void;
  /**
   * True while this answer waits for another one the same engine is writing (the engine host writes one
   * answer at a time for every window), false once it is its turn. Backends without a queue never call it.
   */
  onQueued?: (queued: boolean) => void;
}

/** How far the engine has read this prompt: tokens read of those not already in its cache, and the time so far. */
export interface PrefillProgress {
  done: number;
  total: number;
  ms: number;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  /**
   * Of `promptTokens`, those the engine still had from an earlier request and did not read again
   * (the processor engine's prefix reuse); absent where the backend does not say.
   */
  cachedPromptTokens?: number;
}

/** What kind of model this is: one of the two engines in the engine host, a server, or Chrome's built-in model. */
export type ModelKind = EngineKind | 'openai' | 'chrome-ai';

export interface LanguageModel {
  readonly kind: ModelKind;
  /** Which model this is, as data: the UI words it ("Qwen2.5 1.5B (q4f16)", "llama3.2 on 127.0.0.1:11434"). */
  readonly name: ModelName;
  /** Tokens the model can attend to: prompt and answer together. */
  readonly contextWindow: number;
  /** True when page text is sent to another program or machine (the panel must say so). */
  readonly sendsTextOffDevice: boolean;
  /** Streams the answer as text deltas. Throws `ModelError` for anything the user must act on. */
  stream(request: GenerateRequest): AsyncIterable<string>;
  /** The backend's own token count, where it has one; callers fall back to an estimate. */
  countTokens?(text: string): number;
  /**
   * Prompt tokens a second this model reads, measured when it loaded (the processor engine) or on
   * its answers so far (a server: speed-meter.ts); undefined until known.
   */
  readonly prefillTokS?: number | undefined;
  /** Answer tokens a second it writes, where measured (a server, on its answers so far). */
  readonly decodeTokS?: number | undefined;
}

/** The temperature used for answers: near-greedy, for factual restatement of sources. */
export const ANSWER_TEMPERATURE = 0.1;
