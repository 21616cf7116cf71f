/** Where the host asks a server for an answer; the key goes with each request and is kept nowhere. */
export interface ServerSpec {
  /** e.g. http://localhost:11434/v1 (Ollama), http://localhost:1234/v1 (LM Studio). */
  baseUrl: string;
  model: string;
  apiKey?: string;
}

/** `…/v1` → `…/v1/chat/completions`; a full endpoint URL is kept; a bare host gets `/v1/…`. */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/u, '');
  if (/\/chat\/completions$/u.test(base)) return base;
  if (/\/v\d+$/u.test(base)) return `${base}/chat/completions`;
  return `${base}/v1/chat/completions`;
}
