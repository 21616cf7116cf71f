import type { ChatCompletionChunk, ChatCompletionRequestStreaming, MLCEngineInterface } from '@mlc-ai/web-llm';
import { ANSWER_TEMPERATURE, type GenerateRequest, type LanguageModel } from '../../../models/language-model';
import { mapWebLlmError } from './map-webllm-error';
import type { CatalogueModel } from '../../../models/webllm/model-catalogue';
import { catalogueName, type ModelName } from '../../../models/model-name';

/** The parts of WebLLM's engine we use: tests supply a double of exactly this. */
export type WebLlmEngine = Pick<
  MLCEngineInterface,
  'reload' | 'unload' | 'interruptGenerate' | 'setInitProgressCallback'
> & {
  chatCompletion(request: ChatCompletionRequestStreaming): Promise<AsyncIterable<ChatCompletionChunk>>;
};

/** A loaded WebLLM model behind the LanguageModel port. */
export class WebLlmModel implements LanguageModel {
  readonly kind = 'webllm' as const;
  readonly sendsTextOffDevice = false;
  readonly name: ModelName;
  readonly contextWindow: number;

  constructor(
    readonly engine: WebLlmEngine,
    readonly model: CatalogueModel,
    contextWindow: number,
  ) {
    this.name = catalogueName(model);
    this.contextWindow = contextWindow;
  }

  async *stream(request: GenerateRequest): AsyncIterable<string> {
    const { signal } = request;
    if (signal?.aborted) return;
    // interruptGenerate ends the current stream after the token in flight (finish_reason "abort").
    const stop = () => this.engine.interruptGenerate();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      const chunks = await this.engine.chatCompletion({
        messages: request.messages,
        stream: true,
        temperature: request.temperature ?? ANSWER_TEMPERATURE,
        // The last chunk then carries the engine tokenizer's exact counts, shown in "what the model saw".
        stream_options: { include_usage: true },
        ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
      });
      for await (const chunk of chunks) {
        if (signal?.aborted) break;
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
        if (chunk.usage) {
          request.onUsage?.({ promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens });
        }
      }
    } catch (error) {
      if (signal?.aborted) return;
      throw mapWebLlmError(error);
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  unload(): Promise<void> {
    return this.engine.unload();
  }
}
