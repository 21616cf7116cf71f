import type { Page } from 'puppeteer-core';
import type { EngineStatus } from '../../../src/messaging/engine-host-protocol';

const TERMINAL = ['done', 'stopped', 'error'];
const testId = (id: string) => `[data-testid="${id}"]`;

/**
 * Drives the panel page in Firefox through the same test hooks (data-testid) as the Chromium driver
 * (tests/e2e/support/panel-driver.ts), with puppeteer's clicks and keys; reads the add-on's state
 * through the panel's own extension APIs.
 */
export function firefoxPanelDriver(panel: Page) {
  /** The panel is a tab here: a background tab gets no animation frames, so it is brought forward first. */
  const front = () => panel.bringToFront();
  const text = (selector: string) => panel.$eval(selector, (el) => el.textContent ?? '').catch(() => '');
  const attribute = (selector: string, name: string) =>
    panel.$eval(selector, (el, n) => el.getAttribute(n), name).catch(() => null);
  const lastTurn = '[data-testid="turn"]:last-of-type';

  return {
    panel,
    front,
    text,
    attribute,
    testId,
    lastTurn,
    tabOption: (tabId: number) => `[data-testid="tab-option"][data-tab-id="${tabId}"]`,
    tabStatus: (tabId: number) => `[data-testid="tab-status"][data-tab-id="${tabId}"]`,
    source: (index: number) => `[data-testid="source"][data-source-index="${index}"]`,
    async click(selector: string) {
      await front();
      await panel.click(selector);
    },
    /** The id of the tab whose URL this is, from the add-on's tabs API. */
    async tabIdOf(url: string): Promise<number> {
      const id = await panel.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)?.id, url);
      if (id === undefined) throw new Error(`no tab with URL ${url}`);
      return id;
    },
    activeTabId: () => panel.evaluate(async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id),
    /**
     * Saves the answering backend as the options page does (WXT item `local:backend-settings`), then waits
     * until the panel's model line shows it (the panel reloads its plan on the change).
     */
    async useBackend(backend: 'passages' | 'openai' | 'on-device', baseUrl = 'http://localhost:11434/v1') {
      await panel.evaluate(
        (b, url) =>
          chrome.storage.local.set({
            'backend-settings': { backend: b, openai: { baseUrl: url, model: 'test-model', apiKey: '', contextWindow: 8192 } },
          }),
        backend,
        baseUrl,
      );
      const line = { passages: 'passages-only', openai: 'off-device', 'on-device': undefined }[backend];
      if (line) await panel.waitForSelector(testId(line), { timeout: 10_000 });
    },
    /**
     * The engine host's status, asked directly through a port from the panel page (an extension page the
     * host accepts). A string: tsx would wrap named functions in a helper the page does not have.
     */
    hostStatus: (): Promise<EngineStatus | null> =>
      panel.evaluate(`new Promise((resolve) => {
        const port = chrome.runtime.connect({ name: 'ask-tabs/engine-host' });
        const timer = setTimeout(() => resolve(null), 3000);
        port.onMessage.addListener((message) => {
          if (message.verb !== 'status') return;
          clearTimeout(timer);
          port.disconnect();
          resolve(message.data);
        });
        port.onDisconnect.addListener(() => resolve(null));
        port.postMessage({ verb: 'status' });
      })`) as Promise<EngineStatus | null>,
    /** Chooses exactly these tabs (scope "chosen") in the scope menu. */
    async chooseTabs(tabIds: number[]) {
      await front();
      if ((await attribute(testId('scope'), 'aria-expanded')) !== 'true') await panel.click(testId('scope'));
      for (const id of tabIds) await panel.waitForSelector(`${this.tabOption(id)} input[type="checkbox"]`, { timeout: 10_000 });
      await panel.click('[data-testid="scope-menu"] input[value="chosen"]');
      const listed = await panel.$$eval(testId('tab-option'), (els) => els.map((el) => Number(el.getAttribute('data-tab-id'))));
      for (const id of listed) {
        const box = `${this.tabOption(id)} input[type="checkbox"]`;
        const checked = await panel.$eval(box, (el) => (el as HTMLInputElement).checked).catch(() => null);
        if (checked !== null && checked !== tabIds.includes(id)) await panel.click(box);
      }
      await panel.click(testId('scope-done'));
    },
    /** Types the question, presses Enter; resolves once the newest turn is done, stopped or failed. */
    async ask(question: string, { wait = true } = {}) {
      await front();
      const before = await panel.$$eval(testId('turn'), (els) => els.length);
      await panel.click(testId('question'));
      // As Playwright's fill(): a failed turn leaves its question in the box (so nothing is lost).
      await panel.$eval(testId('question'), (el) => {
        (el as HTMLTextAreaElement).value = '';
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await panel.type(testId('question'), question);
      await panel.keyboard.press('Enter');
      if (!wait) return;
      const seen = () =>
        panel.evaluate(() => {
          const last = [...document.querySelectorAll('[data-testid="turn"]')].at(-1);
          return `last turn ${JSON.stringify(last?.querySelector('.turn-question')?.textContent)} (${last?.getAttribute('data-status')}), error ${JSON.stringify(document.querySelector('[data-testid="error"]:not([hidden])')?.textContent ?? null)}`;
        });
      await panel.waitForFunction(
        (q, count, terminal) => {
          const turns = [...document.querySelectorAll('[data-testid="turn"]')];
          const last = turns.at(-1);
          const error = document.querySelector('[data-testid="error"]:not([hidden])');
          if (error && turns.length <= count) return true; // failed before a turn could start
          return !!last && last.querySelector('.turn-question')?.textContent === q && terminal.includes(last.getAttribute('data-status') ?? '');
        },
        { timeout: 30_000 },
        question,
        before,
        TERMINAL,
      ).catch(async (error: Error) => {
        throw new Error(`asked ${JSON.stringify(question)}, no finished turn for it: ${await seen()}`, { cause: error });
      });
    },
  };
}

export type FirefoxPanelDriver = ReturnType<typeof firefoxPanelDriver>;
