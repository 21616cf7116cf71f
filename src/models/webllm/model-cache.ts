import type { AppConfig } from '@mlc-ai/web-llm';

export interface CacheStatus {
  /** Model id → weights are in the browser cache (loads offline). */
  cached: Record<string, boolean>;
  /** Everything this extension stores (`navigator.storage.estimate()`), in bytes. */
  usedBytes?: number;
  quotaBytes?: number;
}

type WebLlmCacheApi = {
  hasModelInCache(modelId: string, appConfig?: AppConfig): Promise<boolean>;
  deleteModelAllInfoInCache(modelId: string, appConfig?: AppConfig): Promise<void>;
};

const importCacheApi = (): Promise<WebLlmCacheApi> => import('@mlc-ai/web-llm');

export async function readCacheStatus(
  modelIds: string[],
  api: () => Promise<WebLlmCacheApi> = importCacheApi,
  storage: Pick<StorageManager, 'estimate'> | undefined = globalThis.navigator?.storage,
): Promise<CacheStatus> {
  const { hasModelInCache } = await api();
  const flags = await Promise.all(modelIds.map((id) => hasModelInCache(id).catch(() => false)));
  const status: CacheStatus = { cached: Object.fromEntries(modelIds.map((id, i) => [id, flags[i] ?? false])) };
  const estimate = await storage?.estimate().catch(() => undefined);
  if (estimate?.usage !== undefined) status.usedBytes = estimate.usage;
  if (estimate?.quota !== undefined) status.quotaBytes = estimate.quota;
  return status;
}

/** Removes the model's weights, WASM and config from the cache; it will download again when used. */
export async function deleteCachedModel(modelId: string, api: () => Promise<WebLlmCacheApi> = importCacheApi): Promise<void> {
  const { deleteModelAllInfoInCache } = await api();
  await deleteModelAllInfoInCache(modelId);
}
