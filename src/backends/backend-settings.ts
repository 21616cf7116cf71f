export type BackendChoice = 'webllm' | 'openai' | 'chrome-ai' | 'passages';
export const BACKEND_CHOICES: readonly BackendChoice[] = ['webllm', 'openai', 'chrome-ai', 'passages'];

export interface OpenAiSettings {
  baseUrl: string;
  model: string;
  /** Optional; Ollama and LM Studio need none. */
  apiKey: string;
  /** Tokens; Ollama's OpenAI endpoint uses the model's num_ctx and silently cuts longer prompts. */
  contextWindow: number;
}

export interface BackendSettings {
  backend: BackendChoice;
  /** The WebLLM model the user picked; undefined = the default for this GPU. */
  webllmModel?: string;
  openai: OpenAiSettings;
}

export const DEFAULT_BACKEND_SETTINGS: BackendSettings = {
  backend: 'webllm',
  openai: { baseUrl: 'http://localhost:11434/v1', model: '', apiKey: '', contextWindow: 4096 },
};

// Stored as `backendSettings` in src/platform/storage-items.ts.
