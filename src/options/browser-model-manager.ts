import { modelIdleSeconds } from '../backends/hosted/model-idle-seconds';
import { browserEngineClient, isEngineHostRunning } from '../backends/hosted/browser-engine-client';
import { deleteCachedModel, downloadedBytes, readCacheStatus } from '../backends/model-cache';
import type { OnDeviceModel } from '../models/model-fit';
import { WEBGPU_CATALOGUE } from '../models/webllm/model-catalogue';
import { CPU_CATALOGUE } from '../models/wllama/cpu-catalogue';
import { readTestModels } from '../backends/read-injected-models';
import type { ModelManagerDeps } from './model-manager';

async function everyModel(): Promise<OnDeviceModel[]> {
  return [...WEBGPU_CATALOGUE, ...CPU_CATALOGUE, ...(await readTestModels())];
}

/** The model manager wired to this browser: both engines' caches, and the engine host when it runs. */
export function browserModelManager(): ModelManagerDeps {
  return {
    idleSeconds: modelIdleSeconds,
    async downloaded() {
      const models = await everyModel();
      const status = await readCacheStatus(models);
      const cached = models.filter((m) => status.cached[m.id]);
      return Promise.all(cached.map(async (model) => ({ model, bytes: await downloadedBytes(model).catch(() => 0) })));
    },
    async remove(model) {
      // Never start the host just to unload; if it runs, it lets go of this model when it holds it.
      if (await isEngineHostRunning()) await browserEngineClient().unload(model.id);
      await deleteCachedModel(model);
    },
  };
}
