import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';

export const EXTENSION_DIR = resolve(import.meta.dirname, '../../../.output/chrome-mv3');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  extensionId: string;
  /** The extension's service worker as it is now (a new one after the worker was stopped and woke). */
  worker(): Promise<Worker>;
  /** Opens a tab in the extension's window through chrome.tabs.create, as a user would, and returns its page. */
  openTab(url: string, options?: { waitForLoad?: boolean }): Promise<Page>;
  /** The side panel page, opened as a tab (headless Chromium cannot show the side panel itself). */
  openPanel(): Promise<Page>;
  tabIdOf(url: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, with the built extension loaded into a fresh, throwaway profile, or into
 * `profile` (kept on close: a later launch on it is the same browser restarted).
 */
export async function launchBrowser(options: { args?: string[]; extensionDir?: string; profile?: string } = {}): Promise<Browser> {
  const extension = options.extensionDir ?? EXTENSION_DIR;
  const profile = options.profile ?? mkdtempSync(join(tmpdir(), 'ask-tabs-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1000, height: 800 },
    args: [
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.args ?? []),
    ],
  });
  const first = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(first.url()).host;

  const worker = async (): Promise<Worker> => {
    // Playwright lists a stopped worker for a few seconds after Chrome stopped it: ask each one.
    for (const candidate of context.serviceWorkers().reverse()) {
      if (!candidate.url().includes(extensionId)) continue;
      const alive = await Promise.race([
        candidate.evaluate(() => true).catch(() => false),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 2_000)),
      ]);
      if (alive) return candidate;
    }
    return context.waitForEvent('serviceworker', { timeout: 15_000 });
  };

  const openTab = async (url: string, { waitForLoad = true } = {}) => {
    const created = context.waitForEvent('page', { timeout: 15_000 });
    // Observed at once: if asking the worker fails first, this wait's later timeout must fail only this
    // case, not end the whole run as an unhandled rejection.
    created.catch(() => {});
    await (await worker()).evaluate((u) => chrome.tabs.create({ url: u }).then(() => undefined), url);
    const page = await created;
    if (waitForLoad) {
      if (page.url() !== url) await page.waitForURL(url, { timeout: 15_000 });
      await page.waitForLoadState('load').catch(() => {});
    }
    return page;
  };

  return {
    context,
    extensionId,
    worker,
    openTab,
    openPanel: () => openTab(`chrome-extension://${extensionId}/sidepanel.html`),
    tabIdOf: async (url) => {
      const id = await (await worker()).evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)?.id, url);
      if (id === undefined) throw new Error(`no tab with URL ${url}`);
      return id;
    },
    close: async () => {
      await context.close();
      if (!options.profile) rmSync(profile, { recursive: true, force: true });
    },
  };
}
