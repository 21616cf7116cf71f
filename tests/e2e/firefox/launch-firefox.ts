import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type Page } from 'puppeteer-core';

export const FIREFOX_EXTENSION_DIR = resolve(import.meta.dirname, '../../../.output/firefox-mv3');
const FIREFOX = process.env.FIREFOX_PATH ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) => existsSync(path)) ?? 'firefox';
/** The add-on id in the manifest (wxt.config.ts): the uuid pref below maps it to a known moz-extension host. */
export const GECKO_ID = 'ask-tabs@ask-tabs.org';

export interface Firefox {
  browser: PuppeteerBrowser;
  /** The moz-extension://<uuid> origin of the installed add-on. */
  origin: string;
  /** Opens a page in a new tab and waits for it to load (BiDi never reports about: pages loaded: not waited for). */
  openTab(url: string): Promise<Page>;
  /** The sidebar page, opened as a tab (the sidebar itself is browser chrome, out of the driver's reach). */
  openPanel(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Debian's firefox-esr, headless, driven over WebDriver BiDi (Playwright cannot drive this ESR). The
 * built add-on is installed as a temporary add-on under a fixed internal uuid, so its pages have a
 * URL known before it starts.
 */
export async function launchFirefox(options: { prefs?: Record<string, string | number | boolean> } = {}): Promise<Firefox> {
  if (!existsSync(resolve(FIREFOX_EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No build at ${FIREFOX_EXTENSION_DIR}: run \`npm run build:firefox\` first.`);
  }
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    // Lets BiDi evaluate scripts in the add-on's own (privileged) pages.
    args: ['--remote-allow-system-access'],
    defaultViewport: { width: 1000, height: 800 },
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: uuid }), ...options.prefs },
  });
  await browser.installExtension(FIREFOX_EXTENSION_DIR);
  const origin = `moz-extension://${uuid}`;

  const openExtensionPage = async (path: string): Promise<Page> => {
    const page = await browser.newPage();
    const url = `${origin}/${path}`;
    // BiDi never reports a navigation to a moz-extension: page as done: start it, then poll.
    void page.goto(url).catch(() => {});
    const until = Date.now() + 15_000;
    while ((await page.evaluate(() => location.href).catch(() => '')) !== url) {
      if (Date.now() > until) throw new Error(`${url} did not open`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await page.waitForFunction(() => document.readyState === 'complete', { timeout: 15_000 });
    return page;
  };

  return {
    browser,
    origin,
    async openTab(url) {
      const page = await browser.newPage();
      if (url.startsWith('about:')) void page.goto(url).catch(() => {});
      else await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
      return page;
    },
    openPanel: () => openExtensionPage('sidepanel.html'),
    close: () => browser.close(),
  };
}
