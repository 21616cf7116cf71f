import type { ChatOptions, InitProgressReport } from '@mlc-ai/web-llm';
import { deleteWebLlmModel, hasWebLlmModel, webLlmModelBytes } from '../../../backends/webllm-cache';
import { isAbortError } from '../../../models/model-error';
import { downloadMB } from '../../../models/model-fit';
import { ensureSpace, isQuotaError, type StorageEstimator, storageFullError } from '../../../models/storage-space';
import { mapWebLlmError } from './map-webllm-error';
import type { CatalogueModel } from '../../../models/webllm/model-catalogue';
import type { LoadProgress } from '../../../models/load-progress';
import { parseProgress } from './parse-progress';
import { type WebLlmEngine, WebLlmModel } from './webllm-model';

export type EngineFactory = (config: { initProgressCallback: (report: InitProgressReport) => void }) => Promise<WebLlmEngine>;

export interface LoadOptions {
  model: CatalogueModel;
  /** Tokens: chosen from the device's memory (webgpu-fit.ts), passed to WebLLM as `context_window_size`. */
  contextWindow?: number;
  onProgress?: (progress: LoadProgress) => void;
  /** Cancels the download: WebLLM's unload() aborts its fetches, the partial files stay cached. */
  signal?: AbortSignal;
  /** The engine host passes WebLLM's worker engine (offscreen/engine-host/webllm/webllm-engine.ts); tests a double. */
  createEngine: EngineFactory;
  /** Where WebLLM keeps its files and what the browser can still store (default: this page's; none in Node). */
  caches?: CacheStorage | undefined;
  storage?: StorageEstimator | undefined;
}

/** Bytes still to download: the catalogue's size less the shards a cut download already kept (WebLLM resumes from them). */
async function bytesToDownload(model: CatalogueModel, caches: CacheStorage): Promise<number> {
  if (await hasWebLlmModel(model, caches)) return 0;
  return Math.max(0, downloadMB(model) * 1024 ** 2 - (await webLlmModelBytes(model, caches)));
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
  const caches = options.caches ?? globalThis.caches;
  const storage = options.storage ?? globalThis.navigator?.storage;
  const needed = caches ? await bytesToDownload(model, caches) : 0;
  if (needed > 0) await ensureSpace(needed, storage);
  const engine = await options.createEngine({
    initProgressCallback: (report) => options.onProgress?.(parseProgress(report)),
  });
  const cancel = () => void engine.unload().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    // The config's window (4,096) is what vram_required_MB was measured at; a larger one costs KV cache.
    const chatOptions: ChatOptions = { context_window_size: options.contextWindow ?? model.configWindow };
    await engine.reload(model.id, chatOptions);
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError();
    await engine.unload().catch(() => undefined);
    if (isQuotaError(error) && !isAbortError(error)) {
      // The disk filled mid-download: the shards kept would only hold space the user needs back.
      if (caches) await deleteWebLlmModel(model, caches).catch(() => undefined);
      throw await storageFullError(needed || downloadMB(model) * 1024 ** 2, storage);
    }
    throw mapWebLlmError(error);
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  // WebLLM's reload() returns normally when unload() aborted it.
  if (signal?.aborted) throw abortError();
  return new WebLlmModel(engine, model, options.contextWindow ?? model.configWindow);
}
