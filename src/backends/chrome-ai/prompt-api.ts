import type { ChatMessage } from '../../pipeline/prompt/chat-message';

/**
 * The slice of Chrome's built-in Prompt API (the `LanguageModel` global, Chrome 138+ in extensions;
 * https://developer.chrome.com/docs/ai/prompt-api) that we use. Declared here: no published types.
 */
export type PromptApiAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface PromptApiSession {
  promptStreaming(input: string, options?: { signal?: AbortSignal }): ReadableStream<string>;
  /** Named inputQuota before Chrome 141, contextWindow after. */
  inputQuota?: number;
  contextWindow?: number;
  destroy(): void;
}

export interface PromptApiCreateOptions {
  initialPrompts?: ChatMessage[];
  temperature?: number;
  topK?: number;
  signal?: AbortSignal;
  monitor?: (monitor: EventTarget) => void;
  expectedInputs?: Array<{ type: 'text'; languages?: string[] }>;
  expectedOutputs?: Array<{ type: 'text'; languages?: string[] }>;
}

export interface PromptApi {
  availability(options?: Pick<PromptApiCreateOptions, 'expectedInputs' | 'expectedOutputs'>): Promise<PromptApiAvailability>;
  create(options?: PromptApiCreateOptions): Promise<PromptApiSession>;
  params?(): Promise<{ defaultTopK: number; maxTopK: number; defaultTemperature: number; maxTemperature: number }>;
}

/** The Prompt API of this browser, found at run time, or undefined. */
export function findPromptApi(scope: object = globalThis): PromptApi | undefined {
  const api = (scope as { LanguageModel?: unknown }).LanguageModel;
  return typeof api === 'function' || (typeof api === 'object' && api !== null)
    ? (api as PromptApi)
    : undefined;
}

/** 'missing' when the browser has no Prompt API at all. */
export async function promptApiAvailability(api: PromptApi | undefined = findPromptApi()): Promise<PromptApiAvailability | 'missing'> {
  if (!api) return 'missing';
  try {
    return await api.availability({ expectedInputs: [{ type: 'text' }], expectedOutputs: [{ type: 'text' }] });
  } catch {
    return 'unavailable';
  }
}
