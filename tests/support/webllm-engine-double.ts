import type { ChatCompletionChunk, ChatCompletionRequestStreaming, ChatOptions, InitProgressCallback } from '@mlc-ai/web-llm';
import type { WebLlmEngine } from '../../src/offscreen/engine-host/webllm/webllm-model';

/**
 * A test double of WebLLM's engine (the `WebLlmEngine` slice of MLCEngineInterface), for unit tests
 * only: reports progress in WebLLM's own words, honours unload() during reload() the way MLCEngine
 * does (reload resolves), and streams scripted chunks in the OpenAI chunk shape, stopping on
 * interruptGenerate() with finish_reason "abort".
 */
export class WebLlmEngineDouble implements WebLlmEngine {
  progress?: InitProgressCallback;
  requests: ChatCompletionRequestStreaming[] = [];
  reloaded: string[] = [];
  /** The chat options of each reload (the host passes the chosen `context_window_size`). */
  reloadOptions: Array<ChatOptions | ChatOptions[] | undefined> = [];
  unloads = 0;
  interrupts = 0;
  /** Per call: the deltas to stream, or an error to throw. */
  script: Array<string[] | Error> = [];
  /** Milliseconds between streamed chunks and between progress reports. */
  delayMs = 0;
  reloadError?: Error;
  private interrupted = false;
  private aborted = false;

  constructor(config?: { initProgressCallback?: InitProgressCallback }) {
    this.progress = config?.initProgressCallback;
  }

  setInitProgressCallback(callback: InitProgressCallback): void {
    this.progress = callback;
  }

  async reload(modelId: string | string[], chatOptions?: ChatOptions | ChatOptions[]): Promise<void> {
    this.aborted = false;
    this.reloadOptions.push(chatOptions);
    const shards = 4;
    const totalMB = 800;
    for (let i = 1; i <= shards; i += 1) {
      await this.wait();
      if (this.aborted) return; // MLCEngine.reload swallows the AbortError from unload()
      const mb = (totalMB * i) / shards;
      this.progress?.({
        progress: i / shards,
        timeElapsed: i,
        text: `Fetching param cache[${i}/${shards}]: ${mb}MB fetched. ${Math.floor((i * 100) / shards)}% completed, ${i} secs elapsed. It can take a while when we first visit this page to populate the cache. Later refreshes will become faster.`,
      });
    }
    if (this.reloadError) throw this.reloadError;
    this.progress?.({ progress: 1, timeElapsed: shards, text: 'Finish loading on WebGPU - double' });
    this.reloaded.push(String(modelId));
  }

  async unload(): Promise<void> {
    this.unloads += 1;
    this.aborted = true;
  }

  interruptGenerate(): void {
    this.interrupts += 1;
    this.interrupted = true;
  }

  async chatCompletion(request: ChatCompletionRequestStreaming): Promise<AsyncIterable<ChatCompletionChunk>> {
    this.requests.push(request);
    this.interrupted = false;
    const step = this.script.shift() ?? [];
    if (step instanceof Error) throw step;
    const promptTokens = request.messages.reduce((sum, m) => sum + String(m.content).split(/\s+/u).length, 0);
    return this.chunks(step, request.stream_options?.include_usage ? promptTokens : undefined);
  }

  private async *chunks(deltas: string[], promptTokens?: number): AsyncIterable<ChatCompletionChunk> {
    for (const content of deltas) {
      await this.wait();
      if (this.interrupted) break;
      yield chunk({ content }, null);
    }
    yield chunk({}, this.interrupted ? 'abort' : 'stop');
    if (promptTokens !== undefined) {
      // WebLLM's usage chunk: no choices, exact counts (here: words, as a stand-in tokenizer).
      yield {
        ...chunk({}, null),
        choices: [],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: deltas.length,
          total_tokens: promptTokens + deltas.length,
          extra: { e2e_latency_s: 0, prefill_tokens_per_s: 0, decode_tokens_per_s: 0, time_to_first_token_s: 0, time_per_output_token_s: 0 },
        },
      };
    }
  }

  private wait(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.delayMs));
  }
}

function chunk(delta: { content?: string }, finish: ChatCompletionChunk.Choice['finish_reason']): ChatCompletionChunk {
  return {
    id: 'chatcmpl-double',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'double',
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  };
}

/** An error shaped like WebLLM's ContextWindowSizeExceededError (same name and message). */
export function contextWindowExceeded(prompt: number, window: number): Error {
  const error = new Error(
    `Prompt tokens exceed context window size: number of prompt tokens: ${prompt}; context window size: ${window}\nConsider shortening the prompt, or increase \`context_window_size\`, or using sliding window via \`sliding_window_size\`.`,
  );
  error.name = 'ContextWindowSizeExceededError';
  return error;
}
