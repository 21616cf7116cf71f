import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'puppeteer-core';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../support/openai-sse-server';
import { eventually } from '../support/assert';
import { servePages, type LoggingPageServer } from '../support/serve-pages';
import { firefoxPanelDriver, type FirefoxPanelDriver } from './firefox-panel-driver';
import { launchFirefox, type Firefox } from './launch-firefox';

/** One Firefox for a group: three articles on 127.0.0.1, the panel as a tab, a local OpenAI-compatible server. */
export interface FirefoxEnv {
  firefox: Firefox;
  server: LoggingPageServer;
  llm: OpenAiSseServer;
  panel: Page;
  drive: FirefoxPanelDriver;
  pages: { laptop: Page; bees: Page; etna: Page; pdf: Page };
  ids: { laptop: number; bees: number; etna: number; about: number; guarded: number; pdf: number; file: number };
}

/**
 * Firefox's list of sites add-ons may not script, here `localhost`: a page served there stands for
 * addons.mozilla.org (no network in CI), refused by Firefox itself at injection.
 */
const RESTRICTED_PREF = 'extensions.webextensions.restrictedDomains';

export async function setupFirefoxEnv(): Promise<FirefoxEnv> {
  const server = await servePages();
  const llm = await startOpenAiSseServer();
  const firefox = await launchFirefox({ prefs: { [RESTRICTED_PREF]: 'localhost' } });
  const laptop = await firefox.openTab(server.url('laptop-review.html'));
  const bees = await firefox.openTab(server.url('honey-bees.html'));
  const etna = await firefox.openTab(server.url('etna.html'));
  // A real PDF (tests/e2e/pages/PDF-SOURCES.md), shown in Firefox's own viewer.
  const pdf = await firefox.openTab(server.url('lppl.pdf'));
  await firefox.openTab('about:robots');
  const fileUrl = pathToFileURL(join(import.meta.dirname, '../pages/honey-bees.html')).href;
  await firefox.openTab(fileUrl);
  const guardedUrl = server.url('long-tide-pools.html').replace('127.0.0.1', 'localhost');
  await firefox.openTab(guardedUrl);
  const panel = await firefox.openPanel();
  const drive = firefoxPanelDriver(panel);
  // Reading and ranking first: answers are passages only until a case picks a model.
  await drive.useBackend('passages');
  const ids = {
    laptop: await drive.tabIdOf(server.url('laptop-review.html')),
    bees: await drive.tabIdOf(server.url('honey-bees.html')),
    etna: await drive.tabIdOf(server.url('etna.html')),
    about: await eventually(() => drive.tabIdOf('about:robots')),
    guarded: await drive.tabIdOf(guardedUrl),
    pdf: await drive.tabIdOf(server.url('lppl.pdf')),
    file: await drive.tabIdOf(fileUrl),
  };
  return { firefox, server, llm, panel, drive, pages: { laptop, bees, etna, pdf }, ids };
}

export async function teardownFirefoxEnv({ firefox, server, llm }: FirefoxEnv): Promise<void> {
  await firefox.close();
  await server.close();
  await llm.close();
}
