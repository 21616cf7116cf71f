import { describe, expect, it } from 'vitest';
import { isModelError } from '../../models/model-error';
import { CPU_CATALOGUE } from '../../models/wllama/cpu-catalogue';
import type { FromEngineWorker, ToEngineWorker } from './worker-messages';
import { type WorkerLike, workerBackend } from './worker-engine';

/** The worker's side of the messages, scripted (the real worker runs wllama; e2e covers it). */
class ScriptedWorker implements WorkerLike {
  received: ToEngineWorker[] = [];
  terminated = false;
  private listener?: (event: MessageEvent<FromEngineWorker>) => void;
  constructor(private readonly reply: (m: ToEngineWorker, send: (m: FromEngineWorker) => void) => void) {}
  postMessage(message: ToEngineWorker) {
    this.received.push(message);
    setTimeout(() => this.reply(message, (m) => this.listener?.({ data: m } as MessageEvent<FromEngineWorker>)));
  }
  addEventListener(_: 'message', listener: (event: MessageEvent<FromEngineWorker>) => void) {
    this.listener = listener;
  }
  terminate() {
    this.terminated = true;
  }
}

const resolved = { engine: 'wllama' as const, model: CPU_CATALOGUE[0]! };
const options = (signal = new AbortController().signal) => ({ contextWindow: 4096, threads: 2, onProgress: () => undefined, signal });

describe('the processor engine in its worker', () => {
  it('loads (with the speed measured at load), reports prompt reading, streams deltas, stops, and unloads by ending the worker', async () => {
    let stopped = false;
    const worker = new ScriptedWorker((m, send) => {
      if (m.type === 'load') send({ type: 'loaded', contextWindow: m.contextWindow, threads: m.threads, prefillTokS: 80 });
      if (m.type === 'generate') {
        send({ type: 'prefill', id: m.id, progress: { done: 512, total: 900, ms: 6400 } });
        send({ type: 'delta', id: m.id, text: 'one ' });
        setTimeout(() => {
          if (!stopped) send({ type: 'delta', id: m.id, text: 'two' });
          send({ type: 'done', id: m.id });
        }, 10);
      }
      if (m.type === 'stop') stopped = true;
      if (m.type === 'unload') send({ type: 'unloaded' });
    });
    const engine = await workerBackend(() => worker).load(resolved, options());
    expect(engine).toMatchObject({ contextWindow: 4096, threads: 2, prefillTokS: 80 });
    const text: string[] = [];
    const read: unknown[] = [];
    const stop = new AbortController();
    await engine.generate({ messages: [{ role: 'user', content: 'q' }], temperature: 0.1, signal: stop.signal, onDelta: (t) => (text.push(t), stop.abort()), onPrefill: (p) => read.push(p) });
    expect(text).toEqual(['one ']);
    expect(read).toEqual([{ done: 512, total: 900, ms: 6400 }]);
    await engine.unload();
    expect(worker.terminated).toBe(true);
  });

  it('passes the engine’s errors on as the panel’s: a prompt too long, a failed load', async () => {
    const worker = new ScriptedWorker((m, send) => {
      if (m.type === 'load') send({ type: 'loaded', contextWindow: 2048 });
      if (m.type === 'generate') send({ type: 'failed', id: m.id, error: { kind: 'context-length', message: 'too long', tokens: { prompt: 3000, window: 2048 } } });
    });
    const engine = await workerBackend(() => worker).load(resolved, options());
    const error = await engine.generate({ messages: [], temperature: 0, signal: new AbortController().signal, onDelta: () => undefined }).catch((e: unknown) => e);
    expect(isModelError(error, 'context-length') && error.tokens).toEqual({ prompt: 3000, window: 2048 });

    const failing = new ScriptedWorker((m, send) => m.type === 'load' && send({ type: 'loadFailed', error: { kind: 'load-failed', message: 'no file' } }));
    expect(await workerBackend(() => failing).load(resolved, options()).catch((e: unknown) => (e as Error).message)).toBe('no file');
    expect(failing.terminated).toBe(true);
  });

  it('cancelling a load ends the worker at once', async () => {
    const worker = new ScriptedWorker((m, send) => m.type === 'load' && send({ type: 'progress', progress: { phase: 'download', fraction: 0.5, text: '' } }));
    const cancel = new AbortController();
    const pending = workerBackend(() => worker).load(resolved, { ...options(cancel.signal), onProgress: () => cancel.abort() });
    expect(await pending.catch((e: unknown) => (e as Error).name)).toBe('AbortError');
    expect(worker.terminated).toBe(true);
  });
});
