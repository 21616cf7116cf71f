import type { InitProgressReport } from '@mlc-ai/web-llm';
import { isAbortError } from '../model-error';
import { mapWebLlmError } from './map-webllm-error';
import type { CatalogueModel } from './model-catalogue';
import { type LoadProgress, parseProgress } from './parse-progress';
import { type WebLlmEngine, WebLlmModel } from './webllm-model';

export type EngineFactory = (config: { initProgressCallback: (report: InitProgressReport) => void }) => Promise<WebLlmEngine>;

/**
 * The real engine, in the side panel's own context (never the service worker, which Chrome stops when
 * idle: the model would reload each time). A dynamic import keeps WebLLM's ~6 MB out of the panel's
 * first paint; it is fetched the first time a model is needed.
 */
export const createWebLlmEngine: EngineFactory = async (config) => {
  const { MLCEngine } = await import('@mlc-ai/web-llm');
  return new MLCEngine({ initProgressCallback: config.initProgressCallback, logLevel: 'WARN' });
};

export interface LoadOptions {
  model: CatalogueModel;
  onProgress?: (progress: LoadProgress) => void;
  /** Cancels the download: WebLLM's unload() aborts its fetches, the partial files stay cached. */
  signal?: AbortSignal;
  createEngine?: EngineFactory;
}

function abortError(): DOMException {
  return new DOMException('The model download was cancelled.', 'AbortError');
}

/**
 * Downloads (first time) or loads from the browser cache (every later time, offline too: WebLLM keeps
 * weights, WASM and config in Cache Storage) and compiles the model on the GPU.
 * Throws an AbortError when cancelled, a ModelError otherwise.
 */
export async function loadWebLlm(options: LoadOptions): Promise<WebLlmModel> {
  const { model, signal } = options;
  if (signal?.aborted) throw abortError();
  const engine = await (options.createEngine ?? createWebLlmEngine)({
    initProgressCallback: (report) => options.onProgress?.(parseProgress(report)),
  });
  const cancel = () => void engine.unload().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await engine.reload(model.id);
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError();
    await engine.unload().catch(() => undefined);
    throw mapWebLlmError(error);
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  // WebLLM's reload() returns normally when unload() aborted it.
  if (signal?.aborted) throw abortError();
  return new WebLlmModel(engine, model);
}
