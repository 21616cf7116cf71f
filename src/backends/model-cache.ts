import type { OnDeviceModel } from '../models/model-fit';
import { deleteWebLlmModel, hasWebLlmModel, webLlmModelBytes } from './webllm-cache';
import { deleteCachedModelFile, hasCachedModelFile, listCachedModelFiles } from '../models/wllama/cpu-model-files';

export interface CacheStatus {
  /** Model id → its files are on this computer (it loads offline). */
  cached: Record<string, boolean>;
  /** Everything this extension stores (`navigator.storage.estimate()`), in bytes. */
  usedBytes?: number;
  quotaBytes?: number;
}

export interface ModelCacheDeps {
  caches?: CacheStorage;
  storage?: Pick<StorageManager, 'estimate'> | undefined;
}

async function isCached(model: OnDeviceModel, deps: ModelCacheDeps): Promise<boolean> {
  if (model.engine === 'wllama') return hasCachedModelFile(model.url, deps.caches);
  return hasWebLlmModel(model, deps.caches ?? globalThis.caches);
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
  if (model.engine === 'wllama') return (await listCachedModelFiles(caches)).find((f) => f.url === model.url)?.bytes ?? 0;
  return webLlmModelBytes(model, caches);
}

/** Removes a model's files; it downloads again (with the user's consent) when next used. */
export async function deleteCachedModel(model: OnDeviceModel, deps: ModelCacheDeps = {}): Promise<void> {
  if (model.engine === 'wllama') return deleteCachedModelFile(model.url, deps.caches);
  await deleteWebLlmModel(model, deps.caches ?? globalThis.caches);
}
