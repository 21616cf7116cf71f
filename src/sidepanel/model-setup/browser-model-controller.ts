import { browser } from 'wxt/browser';
import { backendSettings } from '../../backends/backend-settings';
import { browserEnvironment } from '../../backends/browser-environment';
import { findPromptApi } from '../../backends/chrome-ai/prompt-api';
import { modelIdleSeconds } from '../../backends/hosted/model-idle-seconds';
import { browserEngineClient, isEngineHostRunning } from '../../backends/hosted/browser-engine-client';
import { deleteCachedModel, readCacheStatus } from '../../backends/model-cache';
import { createModelController } from './model-controller';

/** The model controller wired to this browser: settings, WebGPU and the processor, the engine host, the caches. */
export function createBrowserModelController() {
  const engine = browserEngineClient();
  const controller = createModelController({
    settings: () => backendSettings.getValue(),
    saveSettings: (settings) => backendSettings.setValue(settings),
    environment: browserEnvironment,
    open: { engine, extensionOrigin: new URL(browser.runtime.getURL('/')).origin, promptApi: () => findPromptApi() },
    engineRunning: isEngineHostRunning,
    cacheStatus: (models) => readCacheStatus(models),
    deleteFromCache: (model) => deleteCachedModel(model),
  });
  // The options page saves while the panel is open: plan again so the next question uses it.
  backendSettings.watch(() => void controller.reload());
  // The idle time set in the options page reaches a running host at once (a new host gets it on connecting).
  modelIdleSeconds.watch(async (seconds) => {
    if (await isEngineHostRunning().catch(() => false)) await engine.configure(seconds * 1000).catch(() => undefined);
  });
  return controller;
}
