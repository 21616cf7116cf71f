import { ModelError } from '../../models/model-error';
import { batchDeltas } from './batch-deltas';
import type { EngineBackend, LoadedEngine } from './loaded-engine';
import { toWireError } from './wire-error';
import type { FromEngineWorker, ToEngineWorker } from './worker-messages';

// An engine in a dedicated worker started by the engine host (worker-engine.ts): the library's own
// glue, the download, prefill and decoding run here, not on the main thread that Chrome gives all
// of an extension's pages, the side panel's included.

// Text is passed on at most every 33 ms: a fast model writes hundreds of tokens a second.
const EVERY_MS = 33;

/** Answers the host's messages (worker-messages.ts) with one engine; called once by each worker file. */
export function serveEngine(backend: EngineBackend): void {
  const post = (message: FromEngineWorker) => self.postMessage(message);
  const stops = new Map<number, AbortController>();
  let engine: LoadedEngine | undefined;

  async function generate(request: Extract<ToEngineWorker, { type: 'generate' }>): Promise<void> {
    const abort = new AbortController();
    stops.set(request.id, abort);
    const deltas = batchDeltas(EVERY_MS, (text) => post({ type: 'delta', id: request.id, text }));
    try {
      if (!engine) throw new ModelError('load-failed', 'The model is not loaded.', 'Ask again to load it.', undefined, undefined, { code: 'not-loaded' });
      await engine.generate({
        messages: request.messages,
        temperature: request.temperature,
        maxTokens: request.maxTokens,
        signal: abort.signal,
        onDelta: deltas.push,
        onUsage: (usage) => post({ type: 'usage', id: request.id, usage }),
        onPrefill: (progress) => post({ type: 'prefill', id: request.id, progress }),
      });
      deltas.flush();
      post({ type: 'done', id: request.id });
    } catch (error) {
      deltas.flush();
      post({ type: 'failed', id: request.id, error: toWireError(error) });
    } finally {
      stops.delete(request.id);
    }
  }

  self.onmessage = async (event: MessageEvent<ToEngineWorker>) => {
    const message = event.data;
    switch (message.type) {
      case 'load':
        try {
          // Cancelling a load terminates this worker (worker-engine.ts): no signal needed here.
          const never = new AbortController().signal;
          engine = await backend.load(message.resolved, {
            contextWindow: message.contextWindow,
            threads: message.threads,
            onProgress: (progress) => post({ type: 'progress', progress }),
            signal: never,
          });
          post({ type: 'loaded', contextWindow: engine.contextWindow, threads: engine.threads, prefillTokS: engine.prefillTokS });
        } catch (error) {
          post({ type: 'loadFailed', error: toWireError(error) });
        }
        return;
      case 'generate':
        return generate(message);
      case 'stop':
        return stops.get(message.id)?.abort();
      case 'unload':
        await engine?.unload().catch(() => undefined);
        engine = undefined;
        return post({ type: 'unloaded' });
    }
  };
}
