import type { AppConfig } from '@mlc-ai/web-llm';
import type { OnDeviceModel } from '../models/model-fit';
import { deleteCachedModelFile, hasCachedModelFile, listCachedModelFiles } from '../models/wllama/cpu-model-files';

export interface CacheStatus {
  /** Model id → its files are on this computer (it loads offline). */
  cached: Record<string, boolean>;
  /** Everything this extension stores (`navigator.storage.estimate()`), in bytes. */
  usedBytes?: number;
  quotaBytes?: number;
}

type WebLlmCacheApi = {
  hasModelInCache(modelId: string, appConfig?: AppConfig): Promise<boolean>;
  deleteModelAllInfoInCache(modelId: string, appConfig?: AppConfig): Promise<void>;
};

export interface ModelCacheDeps {
  /** WebLLM's cache helpers, imported only when a WebGPU model is asked about (6 MB). */
  webllm?: () => Promise<WebLlmCacheApi>;
  caches?: CacheStorage;
  storage?: Pick<StorageManager, 'estimate'> | undefined;
}

const importWebLlm = (): Promise<WebLlmCacheApi> => import('@mlc-ai/web-llm');
// WebLLM keeps weights in this Cache Storage cache, keyed by their Hugging Face URLs (web-llm 0.2.86).
const WEBLLM_WEIGHTS_CACHE = 'webllm/model';

async function isCached(model: OnDeviceModel, deps: ModelCacheDeps): Promise<boolean> {
  if (model.engine === 'cpu') return hasCachedModelFile(model.url, deps.caches);
  return (await (deps.webllm ?? importWebLlm)()).hasModelInCache(model.id);
}

/** Which models of either engine are downloaded, and the extension's storage use. */
export async function readCacheStatus(models: OnDeviceModel[], deps: ModelCacheDeps = {}): Promise<CacheStatus> {
  const flags = await Promise.all(models.map((m) => isCached(m, deps).catch(() => false)));
  const status: CacheStatus = { cached: Object.fromEntries(models.map((m, i) => [m.id, flags[i] ?? false])) };
  const estimate = await (deps.storage ?? globalThis.navigator?.storage)?.estimate().catch(() => undefined);
  if (estimate?.usage !== undefined) status.usedBytes = estimate.usage;
  if (estimate?.quota !== undefined) status.quotaBytes = estimate.quota;
  return status;
}

/** Bytes a downloaded model takes on disk (WebLLM: its weight shards; the CPU engine: its file). */
export async function downloadedBytes(model: OnDeviceModel, deps: ModelCacheDeps = {}): Promise<number> {
  const caches = deps.caches ?? globalThis.caches;
  if (model.engine === 'cpu') return (await listCachedModelFiles(caches)).find((f) => f.url === model.url)?.bytes ?? 0;
  const prefix = `${model.urls[0]}/`;
  const cache = await caches.open(WEBLLM_WEIGHTS_CACHE);
  let total = 0;
  for (const request of await cache.keys()) {
    if (!request.url.startsWith(prefix)) continue;
    const response = await cache.match(request);
    const length = Number(response?.headers.get('content-length'));
    total += Number.isFinite(length) && length > 0 ? length : ((await response?.blob())?.size ?? 0);
  }
  return total;
}

/** Removes a model's files; it downloads again (with the user's consent) when next used. */
export async function deleteCachedModel(model: OnDeviceModel, deps: ModelCacheDeps = {}): Promise<void> {
  if (model.engine === 'cpu') return deleteCachedModelFile(model.url, deps.caches);
  await (await (deps.webllm ?? importWebLlm)()).deleteModelAllInfoInCache(model.id);
}
