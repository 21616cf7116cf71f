import { describe, expect, it } from 'vitest';
import type { EngineStatus, GenerationResult, LoadSpec } from '../../messaging/engine-host-protocol';
import { HostedModel } from '../../backends/hosted/hosted-model';
import { isModelError } from '../../models/model-error';
import { WEBGPU_CATALOGUE } from '../../models/webllm/model-catalogue';
import { CPU_CATALOGUE } from '../../models/wllama/cpu-catalogue';
import { WebLlmEngineDouble } from '../../../tests/support/webllm-engine-double';
import { createEngineHost } from './engine-host';
import { memoryClient } from '../../../tests/support/in-memory-engine-host';
import { resolveModel } from './resolve-model';
import { webLlmBackend } from './webllm/webllm-engine';

const QWEN = 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC';
const SMALLER = 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC';
const spec = (modelId = QWEN, contextWindow = 4096): LoadSpec => ({ engine: 'webllm', modelId, contextWindow });
const messages = [{ role: 'user' as const, content: 'How long does the battery last?' }];

function manualTimers() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout: (fn: () => void, ms: number) => (pending.set(++nextId, { at: now + ms, fn }), nextId),
    clearTimeout: (id: unknown) => void pending.delete(id as number),
    now: () => now,
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending]) if (t.at <= now) (pending.delete(id), t.fn());
    },
  };
}

/** A host whose WebLLM engines are doubles at the WebLlmEngine port (one per load, like workers). */
function setup(idleMs = 600_000, deltaEveryMs = 0) {
  const engines: WebLlmEngineDouble[] = [];
  const script: Array<{ deltas: string[] | Error; delayMs?: number }> = [];
  const timers = manualTimers();
  const host = createEngineHost({
    backends: {
      webllm: webLlmBackend(async (config) => {
        const engine = new WebLlmEngineDouble();
        engine.setInitProgressCallback(config.initProgressCallback);
        engine.script = script.map((s) => s.deltas);
        engine.delayMs = script[0]?.delayMs ?? 0;
        engines.push(engine);
        return engine;
      }),
      wllama: { load: () => Promise.reject(new Error('not in this test')) },
    },
    resolve: resolveModel,
    crossOriginIsolated: true,
    idleMs,
    timers,
    progressEveryMs: 0,
    deltaEveryMs,
  });
  return { host, engines, script, timers, panel: () => memoryClient(host, idleMs) };
}

const until = async (check: () => boolean, what = 'condition') => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

function collectInto(results: GenerationResult[], deltas: string[] = []) {
  return { onDelta: (t: string) => void deltas.push(t), onResult: (r: GenerationResult) => void results.push(r) };
}

describe('engine host', () => {
  it('loads a model once for two panel sessions, with progress, in the chosen window', async () => {
    const { host, engines, panel } = setup();
    const first = panel();
    const progress: number[] = [];
    const info = await first.client.load(spec(QWEN, 8192), { onProgress: (p) => progress.push(p.fraction) });
    expect(info).toMatchObject({ modelId: QWEN, contextWindow: 8192, engine: 'webllm' });
    expect(progress.length).toBeGreaterThan(0);
    expect(engines[0]!.reloadOptions).toEqual([{ context_window_size: 8192 }]);
    first.ports[0]!.close(); // the panel closes

    const second = panel();
    const again = await second.client.load(spec(QWEN, 8192));
    expect(again.modelId).toBe(QWEN);
    expect(engines).toHaveLength(1);
    expect(engines[0]!.reloaded).toEqual([QWEN]);
    expect(host.status()).toMatchObject({ state: 'ready', loads: 1 });
  });

  it('streams an answer, and Stop ends it with what was written', async () => {
    const { script, panel, engines } = setup();
    script.push({ deltas: ['one ', 'two ', 'three ', 'four ', 'five '], delayMs: 20 });
    const { client } = panel();
    const model = new HostedModel(client, await client.load(spec()));
    const stop = new AbortController();
    let text = '';
    for await (const delta of model.stream({ messages, signal: stop.signal, requestId: 'r1' })) {
      text += delta;
      if (text.includes('two')) stop.abort();
    }
    expect(text.startsWith('one two')).toBe(true);
    expect(text).not.toContain('five');
    expect(engines[0]!.interrupts).toBe(1);
  });

  it('finishes an answer after its panel closed; the reopened panel collects it by request id', async () => {
    const { host, script, panel } = setup();
    script.push({ deltas: ['The battery ', 'lasts ', '10 hours ', '[1].'], delayMs: 10 });
    const first = panel();
    await first.client.load(spec());
    const seen: string[] = [];
    await first.client.generate('turn-7', { messages, temperature: 0.1 }, collectInto([], seen));
    await until(() => seen.length === 1, 'the first delta');
    first.ports[0]!.close();
    await until(() => host.status().generating.length === 0, 'the answer to finish');

    const second = panel();
    const results: GenerationResult[] = [];
    expect(await second.client.collect('turn-7', collectInto(results))).toBe(true);
    expect(results.at(-1)).toMatchObject({ state: 'done', text: 'The battery lasts 10 hours [1].' });
    expect(await second.client.collect('unknown-turn', collectInto([]))).toBe(false);
  });

  it('a reopened panel joins an answer still being written: its text so far, then the rest', async () => {
    const { script, panel } = setup();
    script.push({ deltas: ['a ', 'b ', 'c ', 'd ', 'e '], delayMs: 15 });
    const first = panel();
    await first.client.load(spec());
    const seen: string[] = [];
    await first.client.generate('turn-8', { messages, temperature: 0.1 }, collectInto([], seen));
    await until(() => seen.length === 2, 'two deltas');
    first.ports[0]!.close();
    const second = panel();
    const results: GenerationResult[] = [];
    const later: string[] = [];
    await second.client.collect('turn-8', collectInto(results, later));
    expect(results[0]).toMatchObject({ state: 'generating' });
    await until(() => results.at(-1)?.state === 'done', 'the end');
    expect(results[0]!.text + later.join('')).toBe('a b c d e ');
  });

  it('releases the model after the idle time, counting from the last answer; 0 keeps it', async () => {
    const { host, engines, timers, script, panel } = setup(60_000);
    script.push({ deltas: ['ok'] });
    const { client } = panel();
    await client.load(spec());
    timers.advance(59_000);
    const results: GenerationResult[] = [];
    await client.generate('r', { messages, temperature: 0.1 }, collectInto(results));
    await until(() => results.at(-1)?.state === 'done', 'the answer');
    timers.advance(59_000);
    expect(host.status().state).toBe('ready'); // the answer restarted the clock
    timers.advance(2_000);
    await until(() => host.status().state === 'none', 'the release');
    expect(host.status().lastRelease).toBe('idle');
    await until(() => engines[0]!.unloads > 0, 'the engine to be unloaded');

    await client.configure(0);
    await client.load(spec());
    timers.advance(10 * 60 * 60 * 1000);
    expect(host.status()).toMatchObject({ state: 'ready', loads: 2 });
  });

  it('device lost while answering: the error, the engine released, a smaller model loads next', async () => {
    const { host, engines, script, panel } = setup();
    script.push({ deltas: Object.assign(new Error('Device was lost. This can happen due to insufficient memory'), { name: 'DeviceLostError' }) });
    const { client } = panel();
    const model = new HostedModel(client, await client.load(spec()));
    const error = await (async () => {
      for await (const _ of model.stream({ messages })) void _;
    })().catch((e: unknown) => e);
    expect(isModelError(error, 'device-lost')).toBe(true);
    await until(() => host.status().state === 'error', 'the error state');
    expect(host.status()).toMatchObject({ lastRelease: 'device-lost', error: { kind: 'device-lost' } });
    await until(() => engines[0]!.unloads > 0, 'the engine to be unloaded');
    await client.load(spec(SMALLER));
    expect(host.status()).toMatchObject({ state: 'ready', model: { modelId: SMALLER }, loads: 2 });
  });

  it('Unload now frees the model; another model replaces the loaded one; cancel stops a load', async () => {
    const { host, engines, panel } = setup();
    const { client } = panel();
    await client.load(spec());
    await client.load(spec(SMALLER));
    expect(host.status()).toMatchObject({ model: { modelId: SMALLER }, loads: 2 });
    expect(engines[0]!.unloads).toBeGreaterThan(0);
    await client.unload();
    await until(() => host.status().state === 'none', 'the unload');
    expect(host.status().lastRelease).toBe('unload');

    const cancel = new AbortController();
    const pending = client.load(spec(), { signal: cancel.signal, onProgress: () => cancel.abort() });
    expect(await pending.catch((e: unknown) => (e as Error).name)).toBe('AbortError');
    await until(() => host.status().state === 'none', 'the cancel');
  });

  it('refuses models outside its catalogue and windows past the model’s limit', async () => {
    const { host, panel } = setup();
    const { client } = panel();
    const error = await client.load({ engine: 'webllm', modelId: 'Evil-Model-MLC', contextWindow: 4096 }).catch((e: unknown) => e);
    expect(isModelError(error, 'load-failed')).toBe(true);
    expect(host.status().state).toBe('error');
    const tooLong = await client.load(spec(QWEN, 65_536)).catch((e: unknown) => e);
    expect((tooLong as Error).message).toMatch(/at most 32,768 tokens/u);
  });

  it('tells every panel its status: which model, its window, when it will be released', async () => {
    const { panel } = setup();
    const a = panel();
    const b = panel();
    const seen: EngineStatus[] = [];
    b.client.onStatus((s) => seen.push(s));
    await b.client.refresh();
    await a.client.load(spec());
    await until(() => seen.at(-1)?.state === 'ready', 'b to hear');
    expect(seen.at(-1)).toMatchObject({ model: { modelId: QWEN, name: { of: 'catalogue', family: 'Qwen2.5', size: '1.5B', quantization: 'q4f32' }, contextWindow: 4096 }, crossOriginIsolated: true });
    expect(seen.at(-1)?.releaseAt).toBeGreaterThan(0);
    expect(WEBGPU_CATALOGUE.some((m) => m.id === QWEN)).toBe(true);
  });

  it('batches fast streams into a few messages a second, without losing or repeating text on collect', async () => {
    const { script, panel } = setup(600_000, 40);
    script.push({ deltas: Array.from({ length: 60 }, (_, i) => `t${i} `), delayMs: 1 });
    const first = panel();
    await first.client.load(spec());
    const deltas: string[] = [];
    await first.client.generate('fast', { messages, temperature: 0.1 }, collectInto([], deltas));
    await until(() => deltas.join('').includes('t20 '), 'twenty tokens');
    const second = panel();
    const results: GenerationResult[] = [];
    const later: string[] = [];
    await second.client.collect('fast', collectInto(results, later));
    await until(() => results.at(-1)?.state === 'done', 'the end');
    const everything = Array.from({ length: 60 }, (_, i) => `t${i} `).join('');
    expect(results[0]!.text + later.join('')).toBe(everything);
    expect(deltas.join('')).toBe(everything);
    expect(deltas.length).toBeLessThan(30);
  });
});

describe('engine host, processor engine', () => {
  it('passes on the speed measured at load and the prompt reading, before the first word', async () => {
    // A processor engine at the LoadedEngine port: it reads the prompt in two batches, then writes.
    const host = createEngineHost({
      backends: {
        webllm: { load: () => Promise.reject(new Error('not in this test')) },
        wllama: {
          load: async (_, { contextWindow }) => ({
            contextWindow,
            threads: 3,
            prefillTokS: 90,
            generate: async ({ onDelta, onPrefill }) => {
              onPrefill?.({ done: 512, total: 900, ms: 5000 });
              onPrefill?.({ done: 900, total: 900, ms: 9000 });
              onDelta('Ten hours [1].');
            },
            unload: async () => undefined,
          }),
        },
      },
      resolve: resolveModel,
      crossOriginIsolated: true,
      idleMs: 600_000,
      deltaEveryMs: 0,
    });
    const { client } = memoryClient(host);
    const info = await client.load({ engine: 'wllama', modelId: CPU_CATALOGUE[0]!.id, contextWindow: 2048, threads: 3 });
    expect(info).toMatchObject({ threads: 3, prefillTokS: 90 });
    const model = new HostedModel(client, info);
    expect(model.prefillTokS).toBe(90);
    const events: string[] = [];
    for await (const delta of model.stream({ messages, onPrefill: (p) => events.push(`read ${p.done}/${p.total}`) })) events.push(delta);
    expect(events).toEqual(['read 512/900', 'read 900/900', 'Ten hours [1].']);
  });
});

describe('engine host without WebLLM (the Firefox build)', () => {
  it('refuses a GPU model with a clear error and stays ready for a processor model', async () => {
    const host = createEngineHost({
      backends: { wllama: { load: async (_, { contextWindow }) => ({ contextWindow, generate: async () => undefined, unload: async () => undefined }) } },
      resolve: resolveModel,
      crossOriginIsolated: false,
      idleMs: 600_000,
    });
    const { client } = memoryClient(host);
    const refused = await client.load(spec()).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'unavailable' });
    const info = await client.load({ engine: 'wllama', modelId: CPU_CATALOGUE[0]!.id, contextWindow: 2048 });
    expect(info.modelId).toBe(CPU_CATALOGUE[0]!.id);
  });
});
