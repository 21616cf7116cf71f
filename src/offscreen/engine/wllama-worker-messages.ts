import type { WireError } from '../../messaging/engine-host-protocol';
import type { PrefillProgress, TokenUsage } from '../../models/language-model';
import type { LoadProgress } from '../../models/webllm/parse-progress';
import type { CpuModel } from '../../models/wllama/cpu-catalogue';
import type { ChatMessage } from '../../pipeline/prompt/chat-message';

/** engine host → its wllama worker (wllama-worker.ts). */
export type ToWllamaWorker =
  | { type: 'load'; model: CpuModel; contextWindow: number; threads?: number | undefined }
  | { type: 'generate'; id: number; messages: ChatMessage[]; temperature: number; maxTokens?: number | undefined }
  | { type: 'stop'; id: number }
  | { type: 'unload' };

/** wllama worker → engine host. */
export type FromWllamaWorker =
  | { type: 'progress'; progress: LoadProgress }
  | { type: 'loaded'; contextWindow: number; threads?: number | undefined; prefillTokS?: number | undefined }
  | { type: 'loadFailed'; error: WireError; aborted?: boolean }
  | { type: 'delta'; id: number; text: string }
  | { type: 'usage'; id: number; usage: TokenUsage }
  | { type: 'prefill'; id: number; progress: PrefillProgress }
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; error: WireError }
  | { type: 'unloaded' };
