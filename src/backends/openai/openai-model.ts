import { ANSWER_TEMPERATURE, type GenerateRequest, type LanguageModel } from '../../models/language-model';
import type { ModelName } from '../../models/model-name';
import { chatCompletionsUrl, type ServerSpec } from '../../models/server-spec';
import { SpeedMeter } from '../../models/speed-meter';
import { estimateTokens } from '../../pipeline/tokens/estimate-tokens';
import type { EngineClient } from '../hosted/engine-client';
import { fromWireError } from '../hosted/from-wire-error';
import { streamFromHost } from '../hosted/stream-from-host';
import { serverFailureError, type ServerAbout } from './openai-errors';

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

/**
 * An OpenAI-compatible server (Ollama, LM Studio, llama.cpp, vLLM…) behind the LanguageModel port. The
 * engine host asks it (src/offscreen/engine-host/server/), not the panel: an answer goes on when the
 * panel closes, and a reopened panel collects it by the turn's request id, as an on-device one. The key
 * goes with each request over the extension's own port; the host keeps it only while that request runs.
 */
export class OpenAiModel implements LanguageModel {
  readonly kind = 'openai' as const;
  readonly sendsTextOffDevice = true;
  /** The model as the server knows it and the server's host, apart: the UI words them (`modelOnServer`). */
  readonly name: ModelName;
  readonly contextWindow: number;
  private readonly about: ServerAbout;
  /** The server's speed, measured on its answers: it bounds how many parts a long page is read in (src/answering/plan-parts.ts). */
  private readonly speed = new SpeedMeter();

  get prefillTokS(): number | undefined {
    return this.speed.prefillTokS;
  }

  get decodeTokS(): number | undefined {
    return this.speed.decodeTokS;
  }

  constructor(
    private readonly engine: EngineClient,
    private readonly config: OpenAiConfig,
  ) {
    const host = (() => {
      try {
        return new URL(chatCompletionsUrl(config.baseUrl)).host;
      } catch {
        return config.baseUrl;
      }
    })();
    this.about = { host, model: config.model, extensionOrigin: config.extensionOrigin, hasKey: !!config.apiKey };
    this.name = { of: 'server', model: config.model, host };
    this.contextWindow = config.contextWindow;
  }

  async *stream(request: GenerateRequest): AsyncIterable<string> {
    const server: ServerSpec = { baseUrl: this.config.baseUrl, model: this.config.model, ...(this.config.apiKey ? { apiKey: this.config.apiKey } : {}) };
    const data = { messages: request.messages, temperature: request.temperature ?? ANSWER_TEMPERATURE, ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {}), server };
    const words = (error: Parameters<typeof fromWireError>[0]) => (error.server ? serverFailureError(error.server, this.about) : fromWireError(error));
    const started = performance.now();
    let firstWord = 0;
    let answer = '';
    for await (const delta of streamFromHost(this.engine, request, data, words)) {
      if (!answer) firstWord = performance.now();
      answer += delta;
      yield delta;
    }
    if (answer && !request.signal?.aborted) {
      const promptTokens = request.messages.reduce((sum, m) => sum + estimateTokens(m.content), 0);
      this.speed.record({ promptTokens, answerTokens: estimateTokens(answer), firstWordMs: firstWord - started, writingMs: performance.now() - firstWord });
    }
  }
}
