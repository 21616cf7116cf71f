import { ANSWER_TEMPERATURE, type GenerateRequest, type LanguageModel } from '../../models/language-model';
import { isAbortError, ModelError } from '../../models/model-error';
import { contextLengthError, httpError } from './openai-errors';
import { readSse } from './read-sse';

export interface OpenAiConfig {
  /** e.g. http://localhost:11434/v1 (Ollama), http://localhost:1234/v1 (LM Studio). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** The server's context window; Ollama's default num_ctx is small and it truncates silently. */
  contextWindow: number;
  /** chrome-extension://<id>, for the Ollama OLLAMA_ORIGINS fix. */
  extensionOrigin: string;
}

/** `…/v1` → `…/v1/chat/completions`; a full endpoint URL is kept; a bare host gets `/v1/…`. */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/u, '');
  if (/\/chat\/completions$/u.test(base)) return base;
  if (/\/v\d+$/u.test(base)) return `${base}/chat/completions`;
  return `${base}/v1/chat/completions`;
}

type StreamEvent = {
  choices?: Array<{ delta?: { content?: string | null }; message?: { content?: string | null }; finish_reason?: string | null }>;
  error?: string | { message?: string };
};

/** Streamed chat completions from an OpenAI-compatible server (Ollama, LM Studio, llama.cpp, vLLM…). */
export class OpenAiModel implements LanguageModel {
  readonly kind = 'openai' as const;
  readonly sendsTextOffDevice = true;
  readonly label: string;
  readonly contextWindow: number;
  private readonly host: string;

  constructor(
    private readonly config: OpenAiConfig,
    private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {
    this.host = (() => {
      try {
        return new URL(chatCompletionsUrl(config.baseUrl)).host;
      } catch {
        return config.baseUrl;
      }
    })();
    this.label = `${config.model} on ${this.host}`;
    this.contextWindow = config.contextWindow;
  }

  async *stream(request: GenerateRequest): AsyncIterable<string> {
    const { signal } = request;
    const about = { host: this.host, model: this.config.model, extensionOrigin: this.config.extensionOrigin, hasKey: !!this.config.apiKey };
    let response: Response;
    try {
      response = await this.fetchImpl(chatCompletionsUrl(this.config.baseUrl), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(this.config.apiKey ? { Authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.model,
          messages: request.messages,
          stream: true,
          temperature: request.temperature ?? ANSWER_TEMPERATURE,
          ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
        }),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) return;
      throw new ModelError(
        'connection',
        `Could not connect to ${this.host}: the server is not running or the address is wrong.`,
        'Start the server (for Ollama: `ollama serve`; LM Studio: start its local server) and check the base URL in the options.',
      );
    }
    if (!response.ok) throw httpError(response.status, await response.text().catch(() => ''), about);
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') && type.includes('json')) {
      // Some servers ignore `stream: true` and answer in one piece.
      const content = ((await response.json().catch(() => ({}))) as StreamEvent).choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw badStream(this.host, 'a JSON reply without an answer');
      yield content;
      return;
    }
    if (!response.body) throw badStream(this.host, 'an empty reply');
    yield* this.events(response.body, signal);
  }

  private async *events(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncIterable<string> {
    let finished = false;
    let any = false;
    try {
      for await (const data of readSse(body)) {
        if (data.trim() === '[DONE]') return;
        let event: StreamEvent;
        try {
          event = JSON.parse(data) as StreamEvent;
        } catch {
          throw badStream(this.host, 'a line that is not JSON');
        }
        if (event.error !== undefined) {
          const message = typeof event.error === 'string' ? event.error : (event.error.message ?? '');
          throw contextLengthError(message) ?? new ModelError('server', `${this.host} failed while answering: “${message.slice(0, 300)}”`);
        }
        const choice = event.choices?.[0];
        if (!choice) continue;
        const delta = choice.delta?.content;
        if (delta) {
          any = true;
          yield delta;
        }
        if (choice.finish_reason) finished = true;
      }
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) return;
      if (error instanceof ModelError) throw error;
      if (!any) throw badStream(this.host, 'a connection that broke');
      throw new ModelError('bad-stream', `The connection to ${this.host} broke before the answer was complete.`, 'Ask again.');
    }
    if (!finished && !any) throw badStream(this.host, 'a stream that ended without an answer');
  }
}

function badStream(host: string, what: string): ModelError {
  return new ModelError(
    'bad-stream',
    `${host} sent ${what}, not a streamed chat completion.`,
    'Check that the base URL points to an OpenAI-compatible server (it usually ends in /v1).',
  );
}
