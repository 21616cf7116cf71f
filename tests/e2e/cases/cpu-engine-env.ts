import type { CpuModel } from '../../../src/models/wllama/cpu-catalogue';
import { serveModelFiles, type ModelFileServer } from '../../support/model-file-server';
import { DEFAULT_TINY_SHAPE, writeTinyGguf } from '../../support/tiny-gguf';
import { launchBrowser } from '../support/launch-browser';
import { servePages } from '../support/serve-pages';
import { type ModelEnv, modelDriver, openArticles } from './model-env';

export const TINY_MODEL_ID = 'test:tiny-llama';
export const IDLE_SECONDS_FOR_TEST = 600;

/** The e2e CPU-engine browser: Chromium without WebGPU, three articles, a tiny GGUF on 127.0.0.1. */
export interface CpuEngineEnv extends Omit<ModelEnv, 'llm'> {
  models: ModelFileServer;
  model: CpuModel;
}

/**
 * A catalogue entry for the tiny model (tests/support/tiny-gguf.ts): injected through the
 * `local:test-models` item, which only a development install honours and only for loopback URLs.
 */
function tinyEntry(url: string): CpuModel {
  const s = DEFAULT_TINY_SHAPE;
  return {
    engine: 'wllama',
    id: TINY_MODEL_ID,
    family: 'Tiny test model',
    size: '0.1M',
    quantization: 'F32',
    label: 'Tiny test model (random weights)',
    url,
    fileMB: 0.6,
    paramsB: 0.0001,
    vocab: 512,
    // 2,048 tokens: a 512-token answer reserve, so each answer takes a second or two.
    maxContext: 2048,
    kv: { layers: s.layers, kvHeads: s.kvHeads, headDim: s.embedding / s.heads },
    quality: 0,
    test: true,
  };
}

export async function setupCpuEngineEnv(): Promise<CpuEngineEnv> {
  const server = await servePages();
  const models = await serveModelFiles({ 'tiny.gguf': writeTinyGguf() });
  const browser = await launchBrowser();
  const model = tinyEntry(models.url('tiny.gguf'));
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
