import { ui } from '../../i18n/ui-translator';
import { ANSWER_TEMPERATURE, type GenerateRequest, type LanguageModel } from '../../models/language-model';
import { isAbortError, ModelError } from '../../models/model-error';
import type { ModelName } from '../../models/model-name';
import { brokenMidAnswerError, contextLengthError, httpError, STALL_LIMITS, stalledError, type StallLimits } from './openai-errors';
import { readSse } from './read-sse';
import { SpeedMeter } from '../../models/speed-meter';
import { estimateTokens } from '../../pipeline/select/estimate-tokens';

export interface OpenAiConfig {
  /** e.g. http://localhost:11434/v1 (Ollama), http://localhost:1234/v1 (LM Studio). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** The server's context window; Ollama's default num_ctx is small and it truncates silently. */
  contextWindow: number;
  /** chrome-extension://<id>, for the Ollama OLLAMA_ORIGINS fix. */
  extensionOrigin: string;
  /** How long the server may go quiet; default STALL_LIMITS (tests shorten it). */
  stall?: StallLimits;
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
  /** The model as the server knows it and the server's host, apart: the UI words them (`modelOnServer`). */
  readonly name: ModelName;
  readonly contextWindow: number;
  private readonly host: string;
  /** The server's speed, measured on its answers: it bounds how many parts a long page is read in (src/answering/plan-parts.ts). */
  private readonly speed = new SpeedMeter();

  get prefillTokS(): number | undefined {
    return this.speed.prefillTokS;
  }

  get decodeTokS(): number | undefined {
    return this.speed.decodeTokS;
  }

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
    this.name = { of: 'server', model: config.model, host: this.host };
    this.contextWindow = config.contextWindow;
  }

  async *stream(request: GenerateRequest): AsyncIterable<string> {
    const { signal } = request;
    // A server that goes quiet without closing would hold the turn until Stop: a watchdog aborts the
    // request when nothing arrives in time (before the first word, then between words).
    const limits = this.config.stall ?? STALL_LIMITS;
    const watchdog = new AbortController();
    let stalled: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = ms;
        watchdog.abort();
      }, ms);
    };
    const both = signal ? AbortSignal.any([signal, watchdog.signal]) : watchdog.signal;
    let words = false;
    const failure = (error: unknown): ModelError | undefined => {
      if (signal?.aborted) return undefined;
      if (stalled !== undefined) return stalledError(this.host, stalled, words);
      if (isAbortError(error)) return undefined;
      return error instanceof ModelError ? error : new ModelError('bad-stream', String(error));
    };
    arm(limits.firstWordMs);
    const started = performance.now();
    let firstWord = 0;
    let answer = '';
    try {
      for await (const delta of this.request(request, both)) {
        if (!words) firstWord = performance.now();
        words = true;
        answer += delta;
        arm(limits.betweenWordsMs);
        yield delta;
      }
      if (words && !signal?.aborted) {
        const promptTokens = request.messages.reduce((sum, m) => sum + estimateTokens(m.content), 0);
        this.speed.record({ promptTokens, answerTokens: estimateTokens(answer), firstWordMs: firstWord - started, writingMs: performance.now() - firstWord });
      }
    } catch (error) {
      const reported = failure(error);
      if (reported) throw reported;
    } finally {
      clearTimeout(timer);
    }
  }

  /** One streamed request; `signal` is Stop and the watchdog together. Throws ModelError, or what aborting threw. */
  private async *request(request: GenerateRequest, signal: AbortSignal): AsyncIterable<string> {
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
        signal,
      });
    } catch (error) {
      if (signal.aborted || isAbortError(error)) throw error;
      throw new ModelError(
        'connection',
        ui.t('errorConnect', this.host),
        ui.t('errorConnectFixOptions'),
      );
    }
    if (!response.ok) throw httpError(response.status, await response.text().catch(() => ''), about);
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') && type.includes('json')) {
      // Some servers ignore `stream: true` and answer in one piece.
      const reply = (await response.json().catch((error: unknown) => (signal.aborted ? Promise.reject(error) : {}))) as StreamEvent;
      const content = reply.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw badStream(ui.t('badStreamJsonNoAnswer', this.host));
      yield content;
      return;
    }
    if (!response.body) throw badStream(ui.t('badStreamEmpty', this.host));
    yield* this.events(response.body, signal);
  }

  private async *events(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncIterable<string> {
    // An answer is whole when the server says so (a finish_reason or [DONE], which every server
    // named above sends); words that stop without either are a broken answer, not a short one.
    let finished = false;
    let any = false;
    try {
      for await (const data of readSse(body)) {
        if (data.trim() === '[DONE]') return;
        let event: StreamEvent;
        try {
          event = JSON.parse(data) as StreamEvent;
        } catch {
          throw any ? brokenMidAnswerError(this.host, true) : badStream(ui.t('badStreamNotJson', this.host));
        }
        if (event.error !== undefined) {
          const message = typeof event.error === 'string' ? event.error : (event.error.message ?? '');
          throw contextLengthError(message) ?? new ModelError('server', ui.t('serverFailedAnswering', this.host, message.slice(0, 300)));
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
      if (signal.aborted || isAbortError(error) || error instanceof ModelError) throw error;
      if (!any) throw badStream(ui.t('badStreamBroke', this.host));
      throw brokenMidAnswerError(this.host, false);
    }
    if (finished) return;
    throw any ? brokenMidAnswerError(this.host, false) : badStream(ui.t('badStreamEnded', this.host));
  }
}

/** The server answered, but not in the streamed chat format: `message` says what came instead. */
function badStream(message: string): ModelError {
  return new ModelError('bad-stream', message, ui.t('badStreamFix'));
}
