import type { CpuModel } from '../../../src/models/wllama/cpu-catalogue';
import { serveModelFiles, type ModelFileServer } from '../../support/model-file-server';
import { writeTinyGguf } from '../../support/tiny-gguf';
import { tinyModelEntry } from '../../support/tiny-model-entry';
import { launchBrowser } from '../support/launch-browser';
import { servePages } from '../support/serve-pages';
import { type ModelEnv, modelDriver, openArticles } from './model-env';

export const IDLE_SECONDS_FOR_TEST = 600;

/** The e2e CPU-engine browser: Chromium without WebGPU, three articles, a tiny GGUF on 127.0.0.1. */
export interface CpuEngineEnv extends Omit<ModelEnv, 'llm'> {
  models: ModelFileServer;
  model: CpuModel;
}

export async function setupCpuEngineEnv(): Promise<CpuEngineEnv> {
  const server = await servePages();
  const models = await serveModelFiles({ 'tiny.gguf': writeTinyGguf() });
  const browser = await launchBrowser();
  const model = tinyModelEntry(models.url('tiny.gguf'));
  await (await browser.worker()).evaluate(
    ({ model }) =>
      chrome.storage.local.set({
        'test-models': [model],
        'backend-settings': { backend: 'webllm', webllmModel: model.id, openai: { baseUrl: 'http://localhost:11434/v1', model: '', apiKey: '', contextWindow: 4096 } },
      }),
    { model },
  );
  const { pages, ids } = await openArticles(browser, server);
  const panel = await browser.openPanel();
  return { browser, server, models, model, panel, drive: modelDriver(panel), pages, ids };
}

export async function teardownCpuEngineEnv({ browser, server, models }: CpuEngineEnv): Promise<void> {
  await browser.close();
  await server.close();
  await models.close();
}
