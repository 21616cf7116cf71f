import { DEFAULT_BACKEND_SETTINGS, type BackendSettings } from '../../src/backends/backend-settings';
import type { BackendEnvironment } from '../../src/backends/plan-backend';
import { discreteGpu, withGpu } from './test-devices';
import { WEBGPU_CATALOGUE } from '../../src/models/webllm/model-catalogue';
import { WebLlmEngineDouble } from './webllm-engine-double';
import { CPU_CATALOGUE } from '../../src/models/wllama/cpu-catalogue';
import { createEngineHost } from '../../src/offscreen/engine-host/engine-host';
import { memoryClient } from './in-memory-engine-host';
import { resolveModel } from '../../src/offscreen/engine-host/resolve-model';
import { webLlmBackend } from '../../src/offscreen/engine-host/webllm/webllm-engine';
import type { ModelControllerDeps } from '../../src/sidepanel/model-setup/model-controller';

/** A discrete GPU with shader-f16 and 8 GB: the default is Qwen2.5 1.5B q4f16 with a 16,384-token window. */
export const gpuEnvironment: BackendEnvironment = {
  device: withGpu(discreteGpu),
  catalogue: WEBGPU_CATALOGUE,
  cpuCatalogue: CPU_CATALOGUE,
  chromeAi: 'missing',
};

/**
 * For the panel's tests: the controller's real collaborators, with the engine host running in
 * memory (real host, real protocol, real client) and WebLLM's engine double at the WebLlmEngine
 * port: `engine` is the one every load gets (set its delay, errors and script first).
 */
export function testControllerDeps(
  options: { env?: BackendEnvironment; cached?: string[]; settings?: BackendSettings | (() => BackendSettings); engine?: WebLlmEngineDouble } = {},
) {
  const engine = options.engine ?? new WebLlmEngineDouble();
  let loads = 0;
  const newHost = () => createEngineHost({
    backends: {
      webllm: webLlmBackend(async (config) => {
        loads += 1;
        engine.setInitProgressCallback(config.initProgressCallback);
        return engine;
      }),
      wllama: { load: () => Promise.reject(new Error('the processor engine is not part of these tests')) },
    },
    resolve: resolveModel,
    crossOriginIsolated: true,
    idleMs: 600_000,
    progressEveryMs: 0,
    deltaEveryMs: 0,
  });
  const host = newHost();
  let current = host;
  const { client, ports } = memoryClient(() => current);
  /** The host's document closes or crashes: the panel's port disconnects; the next connection finds a new host. */
  const crashHost = () => {
    current = newHost();
    ports.at(-1)?.crash();
  };
  const saved: BackendSettings[] = [];
  const deleted: string[] = [];
  const inCache = new Set(options.cached ?? []);
  const settings = options.settings ?? DEFAULT_BACKEND_SETTINGS;
  const deps: ModelControllerDeps = {
    settings: async () => (typeof settings === 'function' ? settings() : settings),
    saveSettings: async (s) => void saved.push(s),
    environment: async () => options.env ?? gpuEnvironment,
    open: { engine: client, extensionOrigin: 'chrome-extension://x' },
    engineRunning: async () => true,
    cacheStatus: async (models) => ({ cached: Object.fromEntries(models.map((m) => [m.id, inCache.has(m.id)])), usedBytes: 5 * 1024 ** 2 }),
    deleteFromCache: async (model) => {
      deleted.push(model.id);
      inCache.delete(model.id);
    },
  };
  return { deps, host, client, ports, engine, saved, deleted, inCache, loads: () => loads, crashHost, currentHost: () => current };
}
