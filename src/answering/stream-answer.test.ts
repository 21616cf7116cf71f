import { describe, expect, it } from 'vitest';
import { passage } from '../../tests/support/test-passages';
import { streamAnswer } from './stream-answer';
import { contextWindowExceeded, WebLlmEngineDouble } from '../../tests/support/webllm-engine-double';
import { WebLlmModel } from '../offscreen/engine-host/webllm/webllm-model';
import type { CatalogueModel } from '../models/webllm/model-catalogue';
import { isModelError, ModelError } from '../models/model-error';
import { buildPrompt } from '../pipeline/prompt/build-prompt';
import { ScriptedModel } from '../../tests/support/scripted-model-double';

const model: CatalogueModel = {
  engine: 'webllm',
  id: 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC',
  family: 'Qwen2.5',
  size: '1.5B',
  quantization: 'q4f32',
  vramMB: 1888.97,
  configWindow: 4096,
  maxContext: 32_768,
  kv: { layers: 28, kvHeads: 2, headDim: 128 },
  lowResource: true,
  requiredFeatures: [],
  urls: [],
};
const passages = Array.from({ length: 8 }, (_, i) => passage(`Passage ${i + 1} ${'about the battery '.repeat(60)}`, i + 1));

describe('streamAnswer', () => {
  it('streams deltas from the engine with a low temperature and the answer reserve as max_tokens', async () => {
    const engine = new WebLlmEngineDouble();
    engine.script = [['The battery ', 'lasts 10 hours [1].']];
    const deltas: string[] = [];
    const result = await streamAnswer({ model: new WebLlmModel(engine, model, 4096), question: 'How long?', passages, onDelta: (d) => deltas.push(d) });
    expect(deltas).toEqual(['The battery ', 'lasts 10 hours [1].']);
    expect(result).toMatchObject({ text: 'The battery lasts 10 hours [1].', retries: 0, stopped: false });
    const request = engine.requests[0]!;
    expect(request.stream).toBe(true);
    expect(request.temperature).toBeLessThanOrEqual(0.2);
    expect(request.max_tokens).toBe(result.report.answerReserve);
    expect(request.messages[0]!.role).toBe('system');
    // The engine's own count comes back from WebLLM's usage chunk.
    expect(request.stream_options).toEqual({ include_usage: true });
    expect(result.usage?.promptTokens).toBeGreaterThan(0);
    expect(result.usage?.completionTokens).toBe(2);
  });

  it('retries with fewer passages after ContextWindowSizeExceededError, never failing the question', async () => {
    const engine = new WebLlmEngineDouble();
    // The engine counts 60% more tokens than our estimate (another vocabulary): it refuses until the
    // prompt is under its window.
    const reports: number[] = [];
    const result = await streamAnswer({
      model: new WebLlmModel(engine, model, 4096),
      question: 'q',
      passages,
      onPrompt: (r) => {
        reports.push(r.sent.length);
        const theirs = Math.round(r.promptTokens * 1.6);
        engine.script = [reports.length < 3 ? contextWindowExceeded(theirs + 1500, 4096) : ['Answer [1].']];
      },
    });
    expect(result.text).toBe('Answer [1].');
    expect(result.retries).toBe(2);
    expect(reports[1]).toBeLessThan(reports[0]!);
    expect(reports[2]).toBeLessThan(reports[1]!);
    expect(reports[2]).toBeGreaterThan(0);
    expect(result.report.leftOut.length).toBeGreaterThan(0);
  });

  it('drops history last, then says the question itself is too long', async () => {
    const engine = new WebLlmEngineDouble();
    engine.script = Array.from({ length: 10 }, () => contextWindowExceeded(9000, 4096));
    const error = await streamAnswer({
      model: new WebLlmModel(engine, model, 4096),
      question: 'q',
      passages: passages.slice(0, 1),
      history: [{ question: 'a', answer: 'b' }],
    }).catch((e: unknown) => e);
    expect(isModelError(error, 'context-length')).toBe(true);
    expect(engine.requests.map((r) => r.messages.length)).toEqual([4, 4, 2]);
  });

  it('a kept conversation the engine refuses as too long is answered with today’s prompt (fewer sources would not shorten it)', async () => {
    const first = buildPrompt({ question: 'battery?', passages: passages.slice(0, 2) }, { contextWindow: 4096, countTokens: (t) => t.length / 4 });
    const kept = { messages: [...first.messages, { role: 'assistant' as const, content: 'Long [1].' }], sources: passages.slice(0, 2), sent: first.report.sent };
    const scripted = new ScriptedModel([new ModelError('context-length', 'too long'), ['Ten hours [1].']], 0, 'wllama', { of: 'id', id: 'tiny' });
    const result = await streamAnswer({ model: scripted, question: 'and the weight?', passages: passages.slice(2, 3), history: [{ question: 'battery?', answer: 'Long [1].' }], kept });
    expect(result.text).toBe('Ten hours [1].');
    expect(scripted.requests[0]!.messages.slice(0, 3)).toEqual(kept.messages);
    // Today's prompt: the earlier question without its sources, the answer without citations, fresh numbering.
    expect(scripted.requests[1]!.messages.slice(1, 3)).toEqual([{ role: 'user', content: 'battery?' }, { role: 'assistant', content: 'Long.' }]);
    expect(result.report.keptTokens).toBeUndefined();
    expect(result.report.sent.map((s) => s.id)).toEqual([1]);
  });

  it('Stop aborts the stream: the engine is interrupted and the text so far is kept', async () => {
    const engine = new WebLlmEngineDouble();
    engine.delayMs = 5;
    engine.script = [Array.from({ length: 50 }, (_, i) => `w${i} `)];
    const controller = new AbortController();
    let seen = 0;
    const result = await streamAnswer({
      model: new WebLlmModel(engine, model, 4096),
      question: 'q',
      passages,
      signal: controller.signal,
      onDelta: () => {
        seen += 1;
        if (seen === 3) controller.abort();
      },
    });
    expect(result.stopped).toBe(true);
    expect(result.text).toBe('w0 w1 w2 ');
    expect(engine.interrupts).toBe(1);
  });

  it('turns device lost into an explained error', async () => {
    const engine = new WebLlmEngineDouble();
    const lost = new Error('The WebGPU device was lost while loading the model.');
    lost.name = 'DeviceLostError';
    engine.script = [lost];
    const error = await streamAnswer({ model: new WebLlmModel(engine, model, 4096), question: 'q', passages }).catch((e: unknown) => e);
    expect(isModelError(error, 'device-lost')).toBe(true);
  });
});
