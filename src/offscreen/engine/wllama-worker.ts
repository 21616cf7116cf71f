import { batchDeltas } from './batch-deltas';
import type { LoadedEngine } from './loaded-engine';
import { toWireError } from './wire-error';
import { wllamaBackend } from './wllama-engine';
import type { FromWllamaWorker, ToWllamaWorker } from './wllama-worker-messages';

// The processor engine in a dedicated worker started by the engine host: wllama's own glue (a
// message to its llama.cpp worker and a JSON decode per token) and the download run here, not on
// the main thread that Chrome gives all of an extension's pages, the side panel's included.

const post = (message: FromWllamaWorker) => self.postMessage(message);
const stops = new Map<number, AbortController>();
let engine: LoadedEngine | undefined;
// Text is passed on at most every 33 ms: a fast model writes hundreds of tokens a second.
const EVERY_MS = 33;

async function generate(request: Extract<ToWllamaWorker, { type: 'generate' }>): Promise<void> {
  const abort = new AbortController();
  stops.set(request.id, abort);
  const deltas = batchDeltas(EVERY_MS, (text) => post({ type: 'delta', id: request.id, text }));
  try {
    if (!engine) throw new Error('The model is not loaded.');
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

self.onmessage = async (event: MessageEvent<ToWllamaWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'load':
      try {
        // Cancelling a load terminates this worker (wllama-worker-engine.ts): no signal needed here.
        const never = new AbortController().signal;
        engine = await wllamaBackend().load(
          { engine: 'wllama', model: message.model },
          { contextWindow: message.contextWindow, threads: message.threads, onProgress: (progress) => post({ type: 'progress', progress }), signal: never },
        );
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
