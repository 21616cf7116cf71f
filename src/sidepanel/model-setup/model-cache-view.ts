import { signal } from '@preact/signals';
import type { CacheStatus } from '../../backends/model-cache';
import type { OnDeviceModel } from '../../models/model-fit';

/** Which on-device models are downloaded (the picker's "downloaded" marks, the storage used), and deleting one. */
export function createModelCacheView(deps: { cacheStatus(models: OnDeviceModel[]): Promise<CacheStatus>; deleteFromCache(model: OnDeviceModel): Promise<void> }) {
  const cache = signal<CacheStatus | undefined>(undefined);
  const refresh = async (models: OnDeviceModel[]) => {
    cache.value = await deps.cacheStatus(models).catch(() => undefined);
  };
  return {
    cache,
    refresh,
    isCached: (modelId: string) => cache.value?.cached[modelId] === true,
    delete: deps.deleteFromCache,
  };
}
