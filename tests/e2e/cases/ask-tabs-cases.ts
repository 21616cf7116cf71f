import type { Page } from 'playwright-core';
import { assert, eventually } from '../support/assert';
import { launchBrowser, type Browser } from '../support/launch-browser';
import { panelDriver } from '../support/panel-driver';
import type { Group } from '../support/run-cases';
import { servePages, type PageServer } from '../support/serve-pages';

interface Env {
  browser: Browser;
  server: PageServer;
  panel: Page;
  drive: ReturnType<typeof panelDriver>;
  pages: { laptop: Page; bees: Page; etna: Page };
  ids: { laptop: number; bees: number; etna: number; chrome: number };
}

/** Selects the whole text of the first element matching `selector`, as a user dragging over it would. */
async function selectText(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const range = document.createRange();
    range.selectNodeContents(el);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  }, selector);
}

export const askTabsGroup: Group<Env> = {
  name: 'three local pages, a chrome:// tab and the panel (one browser)',
  async setup() {
    const server = await servePages();
    const browser = await launchBrowser();
    const laptop = await browser.openTab(server.url('laptop-review.html'));
    const bees = await browser.openTab(server.url('honey-bees.html'));
    const etna = await browser.openTab(server.url('etna.html'));
    await browser.openTab('chrome://version/');
    const ids = {
      laptop: await browser.tabIdOf(server.url('laptop-review.html')),
      bees: await browser.tabIdOf(server.url('honey-bees.html')),
      etna: await browser.tabIdOf(server.url('etna.html')),
      chrome: await browser.tabIdOf('chrome://version/'),
    };
    const panel = await browser.openPanel();
    return { browser, server, panel, drive: panelDriver(panel), pages: { laptop, bees, etna }, ids };
  },
  async teardown({ browser, server }) {
    await browser.close();
    await server.close();
  },
  cases: [
    {
      name: 'the panel lists the tabs of its window with their titles, and asks about the current tab by default',
      async run({ drive, ids }) {
        await eventually(async () => {
          assert.match((await drive.tabOption(ids.laptop).textContent()) ?? '', /Aerolite 14 review/);
          assert.match((await drive.tabOption(ids.etna).textContent()) ?? '', /Mount Etna/);
          assert.equal(await drive.tabOption(ids.chrome).count(), 1);
        });
        assert.equal(await drive.byTestId('scope').locator('input[value="current"]').isChecked(), true);
        // The panel is itself a tab here; "current" is then the tab used last before it: chrome://version.
        await eventually(async () => assert.equal(await drive.tabOption(ids.chrome).locator('input').isChecked(), true));
      },
    },
    {
      name: 'a question over all tabs finds the passage that answers it, in the right tab',
      async run({ drive, ids }) {
        await drive.setScope('all');
        await drive.ask('How long does the Aerolite battery last?');
        const first = drive.source(1);
        assert.match((await first.textContent()) ?? '', /11 hours and 42 minutes/);
        assert.equal(Number(await first.getAttribute('data-tab-id')), ids.laptop);
        assert.match((await first.textContent()) ?? '', /\[1\].*Aerolite 14 review.*127\.0\.0\.1/s);
        for (const id of [ids.laptop, ids.bees, ids.etna]) {
          assert.match((await drive.tabStatus(id).textContent()) ?? '', /^\d+ passages?$/);
        }
        assert.equal(await drive.byTestId('answer').count(), 1);
      },
    },
    {
      name: 'a chrome:// tab gets a clear status and does not break the other tabs',
      async run({ drive, ids }) {
        await drive.chooseTabs([ids.chrome, ids.etna]);
        await drive.ask('When did lava reach the walls of Catania?');
        assert.match((await drive.tabStatus(ids.chrome).textContent()) ?? '', /Browser pages \(chrome:\/\/.*can't be read/);
        assert.equal(await drive.tabStatus(ids.chrome).getAttribute('data-state'), 'unreadable');
        assert.match((await drive.source(1).textContent()) ?? '', /1669/);
        assert.equal(Number(await drive.source(1).getAttribute('data-tab-id')), ids.etna);
        assert.equal(await drive.byTestId('error').isHidden(), true);
      },
    },
    {
      name: 'clicking a source brings its tab forward and highlights the passage without rewriting the page',
      async run({ drive, ids, pages }) {
        await drive.setScope('all');
        await drive.ask('How long does the Aerolite battery last?');
        const before = await pages.laptop.evaluate(() => document.body.innerHTML);
        await drive.click(drive.source(1).locator('button'));
        const highlighted = await eventually(() =>
          pages.laptop.evaluate(() => {
            const highlight = CSS.highlights.get('ask-tabs');
            if (!highlight) throw new Error('no ask-tabs highlight in the page');
            return [...highlight].map((range) => range.toString()).join(' ');
          }),
        );
        assert.match(highlighted, /11 hours and 42 minutes/);
        assert.equal(await pages.laptop.evaluate(() => document.body.innerHTML), before, 'the page DOM was changed');
        const active = await (await drive.byTestId('question').page().context().serviceWorkers()[0]!).evaluate(
          async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id,
        );
        assert.equal(active, ids.laptop);
        // The highlighted passage was scrolled into view.
        const inView = await pages.laptop.evaluate(() => {
          const range = [...CSS.highlights.get('ask-tabs')!][0] as Range;
          const rect = range.getBoundingClientRect();
          return rect.top >= 0 && rect.top < window.innerHeight;
        });
        assert.equal(inView, true);
      },
    },
    {
      // Headless Chromium cannot open a native context menu. Chrome's extension event objects have a
      // dispatch() in the worker, so the test fires the real contextMenus.onClicked event with the
      // real tab and the text really selected in the page: the listener the manifest-registered menu
      // would call runs unchanged. (sidePanel.open then fails for want of a user gesture; the panel
      // is already open as a tab.)
      name: '"Ask about selection" from the context menu carries the selection into the panel',
      async run({ browser, drive, ids, pages }) {
        const selected = await selectText(pages.bees, 'main p:nth-of-type(3)');
        assert.match(selected, /each second of waggling/);
        await (await browser.worker()).evaluate(
          async ({ tabId, text }) => {
            const tab = await chrome.tabs.get(tabId);
            const info = { menuItemId: 'ask-about-selection', selectionText: text, editable: false, pageUrl: tab.url! };
            (chrome.contextMenus.onClicked as unknown as { dispatch(...args: unknown[]): void }).dispatch(info, tab);
          },
          { tabId: ids.bees, text: selected },
        );
        const quote = drive.byTestId('selection');
        await eventually(async () => assert.match((await quote.textContent()) ?? '', /each second of waggling stands for roughly one kilometre/));
        await eventually(async () => assert.equal(await drive.panelFocus(), 'question'));
        await drive.chooseTabs([ids.bees]);
        await drive.ask('What does this tell the other bees?');
        assert.match((await drive.source(1).textContent()) ?? '', /waggl/);
        await drive.click(drive.byTestId('selection-remove'));
        await eventually(async () => assert.equal(await quote.count(), 0));
      },
    },
    {
      // The keyboard command's listener reads the selection from the page itself (no selectionText
      // from Chrome): dispatching commands.onCommand exercises that whole path through the content script.
      name: 'the keyboard shortcut reads the page\'s current selection into the panel',
      async run({ browser, drive, ids, pages }) {
        const selected = await selectText(pages.etna, 'article p:nth-of-type(4)');
        await (await browser.worker()).evaluate(async (tabId) => {
          const tab = await chrome.tabs.get(tabId);
          (chrome.commands.onCommand as unknown as { dispatch(...args: unknown[]): void }).dispatch('ask-about-selection', tab);
        }, ids.etna);
        await eventually(async () => assert.equal((await drive.byTestId('selection').locator('blockquote').textContent())?.trim(), selected.trim()));
        assert.match(selected, /UNESCO/);
        await drive.click(drive.byTestId('selection-remove'));
      },
    },
    {
      name: 'the question still works after Chrome stops the worker between indexing and asking',
      async run({ browser, drive, ids, panel }) {
        await drive.chooseTabs([ids.laptop, ids.bees, ids.etna]);
        await drive.ask('Who decoded the waggle dance?');
        assert.match((await drive.source(1).textContent()) ?? '', /von Frisch/);
        const stored = await panel.evaluate(async () => Object.keys(await chrome.storage.session.get(null)));
        assert.ok(stored.some((k) => k.startsWith('page:')), `no page records in storage.session: ${stored.join(', ')}`);

        // A fresh worker starts with empty memory: the indexes must come back from storage.session.
        const worker = await stopServiceWorker(browser, panel);

        await drive.ask('How much does the Aerolite 14 weigh?');
        assert.ok(worker.statuses.includes('running'), `no worker started after the stop: ${worker.statuses.join(' → ')}`);
        await worker.detach();
        assert.match((await drive.source(1).textContent()) ?? '', /1\.1 kilograms/);
        for (const id of [ids.laptop, ids.bees, ids.etna]) {
          assert.equal(await drive.tabStatus(id).getAttribute('data-state'), 'ready');
        }
      },
    },
  ],
};

/**
 * Stops the extension's service worker the way Chrome does when it is idle (CDP
 * ServiceWorker.stopWorker), and reports each later change of its running status.
 */
async function stopServiceWorker(browser: Browser, panel: Page): Promise<{ statuses: string[]; detach(): Promise<void> }> {
  const cdp = await browser.context.newCDPSession(panel);
  const scopes = new Map<string, string>();
  const running = new Map<string, string>();
  const statuses: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) scopes.set(r.registrationId, r.scopeURL);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      if (!scopes.get(v.registrationId)?.includes(browser.extensionId)) continue;
      running.set(v.versionId, v.runningStatus);
      statuses.push(v.runningStatus);
    }
  });
  await cdp.send('ServiceWorker.enable');
  const versionId = await eventually(async () => {
    const found = [...running].find(([, status]) => status === 'running')?.[0];
    if (found === undefined) throw new Error(`no running worker: ${JSON.stringify([...running])}`);
    return found;
  });
  statuses.length = 0;
  await cdp.send('ServiceWorker.stopWorker', { versionId });
  await eventually(async () => assert.equal(running.get(versionId), 'stopped'));
  statuses.length = 0; // from here: what happens after the stop
  return { statuses, detach: () => cdp.detach() };
}
