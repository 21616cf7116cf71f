import type { CpuModel } from '../../../src/models/wllama/cpu-catalogue';
import { serveModelFiles, type ModelFileServer } from '../../support/model-file-server';
import { writeTinyGguf } from '../../support/tiny-gguf';
import { tinyModelEntry } from '../../support/tiny-model-entry';
import { servePages, type LoggingPageServer } from '../support/serve-pages';
import { firefoxPanelDriver, type FirefoxPanelDriver } from './firefox-panel-driver';
import { launchFirefox, type Firefox } from './launch-firefox';
import type { Page } from 'puppeteer-core';

/**
 * How long Firefox lets an idle background page live (its default is 30 s): shorter here, so a case can
 * watch it being suspended, yet longer than the panel's keep-alive (10 s, browser-engine-client.ts).
 */
export const BACKGROUND_IDLE_MS = 12_000;
const IDLE_PREF = 'extensions.background.idle.timeout';

/** Firefox with the tiny GGUF (tests/support/tiny-gguf.ts) on 127.0.0.1 as an injected processor model. */
export interface FirefoxCpuEnv {
  firefox: Firefox;
  server: LoggingPageServer;
  models: ModelFileServer;
  model: CpuModel;
  panel: Page;
  drive: FirefoxPanelDriver;
  ids: { laptop: number; etna: number };
}

export async function setupFirefoxCpuEnv(): Promise<FirefoxCpuEnv> {
  const server = await servePages();
  const models = await serveModelFiles({ 'tiny.gguf': writeTinyGguf() });
  const model = tinyModelEntry(models.url('tiny.gguf'));
  const firefox = await launchFirefox({ prefs: { [IDLE_PREF]: BACKGROUND_IDLE_MS } });
  await firefox.openTab(server.url('laptop-review.html'));
  await firefox.openTab(server.url('etna.html'));
  let panel = await firefox.openPanel();
  await panel.evaluate(
    (m) =>
      chrome.storage.local.set({
        'test-models': [m],
        'backend-settings': { backend: 'webllm', webllmModel: m.id, openai: { baseUrl: 'http://localhost:11434/v1', model: '', apiKey: '', contextWindow: 4096 } },
      }),
    model,
  );
  // The panel reads the test model at start: open it again now that it is stored.
  await panel.close();
  panel = await firefox.openPanel();
  const drive = firefoxPanelDriver(panel);
  const ids = { laptop: await drive.tabIdOf(server.url('laptop-review.html')), etna: await drive.tabIdOf(server.url('etna.html')) };
  return { firefox, server, models, model, panel, drive, ids };
}

export async function teardownFirefoxCpuEnv({ firefox, server, models }: FirefoxCpuEnv): Promise<void> {
  await firefox.close();
  await server.close();
  await models.close();
}
