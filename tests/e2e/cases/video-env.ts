import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/launch-browser';
import { answerWithPassagesOnly } from '../support/passages-only';
import { panelDriver } from '../support/panel-driver';
import { serveVideoSites, type VideoSites } from '../support/serve-video-sites';

/** One browser for the video cases, with www.youtube.com resolved to the local HTTPS server. */
export interface VideoEnv {
  browser: Browser;
  sites: VideoSites;
  panel: Page;
  drive: ReturnType<typeof panelDriver>;
  /** Opens a tab and returns its page and tab id. */
  open(url: string): Promise<{ page: Page; id: number }>;
}

export async function setupVideoEnv(): Promise<VideoEnv> {
  const sites = await serveVideoSites();
  const browser = await launchBrowser({ args: sites.chromiumArgs });
  await answerWithPassagesOnly(browser);
  const panel = await browser.openPanel();
  return {
    browser,
    sites,
    panel,
    drive: panelDriver(panel),
    open: async (url) => {
      const page = await browser.openTab(url);
      return { page, id: await browser.tabIdOf(url) };
    },
  };
}

export async function teardownVideoEnv({ browser, sites }: VideoEnv): Promise<void> {
  await browser.close();
  await sites.close();
}
