import type { WireError } from '../../messaging/engine-host-protocol';
import type { PrefillProgress, TokenUsage } from '../../models/language-model';
import type { LoadProgress } from '../../models/load-progress';
import type { ChatMessage } from '../../pipeline/prompt/chat-message';
import type { ResolvedModel } from './loaded-engine';

/**
 * engine host → an engine's worker (serve-engine.ts). Both engines run in a dedicated worker behind
 * these few messages, so each library is bundled once, in its worker, and the host's document
 * holds neither.
 */
export type ToEngineWorker =
  | { type: 'load'; resolved: ResolvedModel; contextWindow: number; threads?: number | undefined }
  | { type: 'generate'; id: number; messages: ChatMessage[]; temperature: number; maxTokens?: number | undefined }
  | { type: 'stop'; id: number }
  | { type: 'unload' };

/** an engine's worker → engine host. */
export type FromEngineWorker =
  | { type: 'progress'; progress: LoadProgress }
  | { type: 'loaded'; contextWindow: number; threads?: number | undefined; prefillTokS?: number | undefined }
  | { type: 'loadFailed'; error: WireError; aborted?: boolean }
  | { type: 'delta'; id: number; text: string }
  | { type: 'usage'; id: number; usage: TokenUsage }
  | { type: 'prefill'; id: number; progress: PrefillProgress }
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; error: WireError }
  | { type: 'unloaded' };
