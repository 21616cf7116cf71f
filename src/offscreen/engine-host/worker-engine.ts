import { fromWireError } from '../../backends/hosted/from-wire-error';
import type { EngineBackend, EngineGenerateOptions, LoadedEngine } from './loaded-engine';
import type { FromEngineWorker, ToEngineWorker } from './worker-messages';

export interface WorkerLike {
  postMessage(message: ToEngineWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromEngineWorker>) => void): void;
  terminate(): void;
}

const aborted = () => new DOMException('The model load was cancelled.', 'AbortError');

/**
 * An engine as the host uses it: the engine runs in a dedicated worker (serve-engine.ts), one per
 * loaded model. Cancel and unload end the worker, which frees all its memory (GPU device included) at once.
 */
export function workerBackend(createWorker: () => WorkerLike): EngineBackend {
  return {
    load(resolved, { contextWindow, threads, onProgress, signal }) {
      const worker = createWorker();
      type Handlers = Pick<EngineGenerateOptions, 'onDelta' | 'onUsage' | 'onPrefill'> & { resolve(): void; reject(e: unknown): void };
      const generations = new Map<number, Handlers>();
      let nextId = 1;
      let unloaded: (() => void) | undefined;
      return new Promise<LoadedEngine>((resolve, reject) => {
        const cancel = () => {
          worker.terminate();
          reject(aborted());
        };
        if (signal.aborted) return cancel();
        signal.addEventListener('abort', cancel, { once: true });
        worker.addEventListener('message', ({ data }) => {
          switch (data.type) {
            case 'progress':
              return onProgress(data.progress);
            case 'loadFailed':
              signal.removeEventListener('abort', cancel);
              worker.terminate();
              return reject(fromWireError(data.error));
            case 'loaded':
              signal.removeEventListener('abort', cancel);
              return resolve({
                contextWindow: data.contextWindow,
                threads: data.threads,
                prefillTokS: data.prefillTokS,
                generate: ({ messages, temperature, maxTokens, signal: stop, onDelta, onUsage, onPrefill }) =>
                  new Promise<void>((done, fail) => {
                    const id = nextId++;
                    generations.set(id, { onDelta, ...(onUsage ? { onUsage } : {}), ...(onPrefill ? { onPrefill } : {}), resolve: done, reject: fail });
                    stop.addEventListener('abort', () => worker.postMessage({ type: 'stop', id }), { once: true });
                    worker.postMessage({ type: 'generate', id, messages, temperature, maxTokens });
                  }),
                unload: () =>
                  new Promise<void>((done) => {
                    unloaded = done;
                    worker.postMessage({ type: 'unload' });
                    // A worker stuck in a long prefill still goes: terminate frees its memory.
                    setTimeout(() => unloaded?.(), 2_000);
                  }).finally(() => worker.terminate()),
              });
            case 'delta':
              return generations.get(data.id)?.onDelta(data.text);
            case 'usage':
              return generations.get(data.id)?.onUsage?.(data.usage);
            case 'prefill':
              return generations.get(data.id)?.onPrefill?.(data.progress);
            case 'done':
              generations.get(data.id)?.resolve();
              return void generations.delete(data.id);
            case 'failed':
              generations.get(data.id)?.reject(fromWireError(data.error));
              return void generations.delete(data.id);
            case 'unloaded':
              return unloaded?.();
          }
        });
        worker.postMessage({ type: 'load', resolved, contextWindow, threads });
      });
    },
  };
}
