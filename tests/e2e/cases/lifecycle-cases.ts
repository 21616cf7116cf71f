import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import type { Env } from './env';
import type { Page } from 'playwright-core';
import type { Browser } from '../support/launch-browser';

export const lifecycleCases: Array<Case<Env>> = [
  {
    name: 'a tab that navigates after it was indexed is read again: the old page never answers',
    async run({ browser, server, drive, panel }) {
      const page = await browser.openTab(server.url('honey-bees.html'));
      const tabs = await (await browser.worker()).evaluate(async () => (await chrome.tabs.query({})).map((t) => t.id!));
      const id = Math.max(...tabs); // the tab just opened
      await drive.chooseTabs([id]);
      await drive.ask('Who decoded the waggle dance?');
      assert.match((await drive.source(1).textContent()) ?? '', /von Frisch/);

      await page.goto(server.url('etna.html'));
      await eventually(async () => {
        // Dropped on navigation; the panel may already have read the new page into it.
        const stored = (await panel.evaluate((key) => chrome.storage.session.get(key), `page:${id}`))[`page:${id}`] as
          | { url: string }
          | undefined;
        assert.notEqual(stored?.url, server.url('honey-bees.html'), 'the old page record is still stored');
      });
      await drive.ask('Who decoded the waggle dance?');
      const texts = await drive.byTestId('source').allTextContents();
      assert.ok(texts.every((t) => !/waggl|von Frisch/.test(t)), `old page text answered: ${texts.join(' | ')}`);
      await drive.ask('When did lava reach the walls of Catania?');
      assert.match((await drive.source(1).textContent()) ?? '', /1669/);
      await page.close();
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
];

/**
 * Stops the extension's service worker the way Chrome does when it is idle (CDP
 * ServiceWorker.stopWorker), and reports each later change of its running status.
 */
export async function stopServiceWorker(browser: Browser, panel: Page): Promise<{ statuses: string[]; detach(): Promise<void> }> {
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
  // The stop seen, not the state now: a message in flight (a PDF reader's or the engine host's) can wake
  // the worker again before the next poll, which is the restart these cases are about.
  await eventually(async () => assert.ok(statuses.includes('stopped'), `statuses after the stop: ${statuses.join(' → ')}`));
  statuses.length = 0; // from here: what happens after the stop
  return { statuses, detach: () => cdp.detach() };
}
