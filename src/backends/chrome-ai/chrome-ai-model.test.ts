import { describe, expect, it } from 'vitest';
import { isModelError } from '../../models/model-error';
import { ChromeAiModel } from './chrome-ai-model';
import { findPromptApi, promptApiAvailability, type PromptApi, type PromptApiCreateOptions } from './prompt-api';

/** A double of the Prompt API global, streaming scripted deltas. */
function promptApi(deltas: string[] | Error, availability: Awaited<ReturnType<PromptApi['availability']>> = 'available') {
  const created: PromptApiCreateOptions[] = [];
  let destroyed = 0;
  const api: PromptApi = {
    availability: async () => availability,
    params: async () => ({ defaultTopK: 3, maxTopK: 8, defaultTemperature: 1, maxTemperature: 2 }),
    create: async (options = {}) => {
      created.push(options);
      const target = new EventTarget();
      options.monitor?.(target);
      target.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded: 1 }));
      return {
        contextWindow: 9216,
        destroy: () => void (destroyed += 1),
        promptStreaming: () =>
          new ReadableStream<string>({
            start(controller) {
              if (deltas instanceof Error) controller.error(deltas);
              else {
                for (const d of deltas) controller.enqueue(d);
                controller.close();
              }
            },
          }),
      };
    },
  };
  return { api, created, destroyed: () => destroyed };
}

describe('Chrome built-in model', () => {
  it('is detected at run time from the LanguageModel global', async () => {
    expect(findPromptApi({})).toBeUndefined();
    expect(await promptApiAvailability(undefined)).toBe('missing');
    const { api } = promptApi([], 'downloadable');
    expect(findPromptApi({ LanguageModel: api })).toBe(api);
    expect(await promptApiAvailability(api)).toBe('downloadable');
  });

  it('streams an answer with the system prompt and history as initial prompts, low temperature', async () => {
    const { api, created, destroyed } = promptApi(['It lasts ', '10 hours [1].']);
    const progress: number[] = [];
    const model = await ChromeAiModel.open(api, (p) => progress.push(p));
    expect(model.contextWindow).toBe(9216);
    expect(progress).toEqual([1]);
    const out: string[] = [];
    const messages = [
      { role: 'system' as const, content: 'rules' },
      { role: 'user' as const, content: 'q' },
    ];
    for await (const d of model.stream({ messages })) out.push(d);
    expect(out.join('')).toBe('It lasts 10 hours [1].');
    expect(created[1]).toMatchObject({ initialPrompts: [messages[0]], topK: 3 });
    expect(created[1]!.temperature).toBeLessThanOrEqual(0.2);
    expect(destroyed()).toBe(2);
  });

  it('maps QuotaExceededError to a retryable context-length error', async () => {
    const tooBig = Object.assign(new DOMException('The input is too large.', 'QuotaExceededError'), { requested: 12000, quota: 9216 });
    const model = await ChromeAiModel.open(promptApi(tooBig).api);
    const error = await (async () => {
      for await (const _ of model.stream({ messages: [{ role: 'user', content: 'q' }] })) void _;
    })().catch((e: unknown) => e);
    expect(isModelError(error, 'context-length')).toBe(true);
    expect(error).toMatchObject({ tokens: { prompt: 12000, window: 9216 } });
  });
});
