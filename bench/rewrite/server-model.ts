import type { LanguageModel } from '../../src/models/language-model';
import { chatCompletionsUrl, type ServerSpec } from '../../src/models/server-spec';
import { chatCompletions } from '../../src/offscreen/engine-host/server/chat-completions';

/**
 * An OpenAI-compatible server (llama.cpp's llama-server, Ollama, LM Studio, vLLM) behind the
 * language-model port, asked straight from Node with the engine host's own client: the benchmarks'
 * `--model-url` runs put the product's rewrite prompt to a real model.
 */
export function serverModel(spec: ServerSpec, contextWindow = 4096): LanguageModel {
  return {
    kind: 'openai',
    name: { of: 'server', model: spec.model, host: new URL(chatCompletionsUrl(spec.baseUrl)).host },
    contextWindow,
    sendsTextOffDevice: true,
    stream: (request) =>
      chatCompletions(
        spec,
        { messages: request.messages, ...(request.temperature !== undefined ? { temperature: request.temperature } : {}), ...(request.maxTokens ? { maxTokens: request.maxTokens } : {}) },
        request.signal ?? new AbortController().signal,
      ),
  };
}
