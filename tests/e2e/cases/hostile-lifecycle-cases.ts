import { assert, eventually } from '../support/assert';
import { panelDriver } from '../support/panel-driver';
import type { Case } from '../support/run-cases';
import type { HostileEnv } from './hostile-env';

const TABS = 100;

const sessionKeys = async (env: HostileEnv) =>
  Object.keys(await env.panel.evaluate(() => chrome.storage.session.get(null))).filter((k) => k.startsWith('page:'));

export const hostileLifecycleCases: Array<Case<HostileEnv>> = [
  {
    name: `${TABS} open tabs with "all tabs": bounded time and storage, progress shown; closing them drops their entries`,
    async run(env) {
      const worker = await env.browser.worker();
      const urls = Array.from({ length: TABS }, (_, i) => env.server.url(`tiny-${i + 1}.html`));
      const ids = await worker.evaluate(async (list) => {
        const tabs = await Promise.all(list.map((url) => chrome.tabs.create({ url, active: false })));
        const ids = tabs.map((t) => t.id!);
        // Until every tab has loaded (tiny pages: well under a second each).
        for (let i = 0; i < 200; i++) {
          const all = await chrome.tabs.query({});
          if (ids.every((id) => all.find((t) => t.id === id)?.status === 'complete')) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        return ids;
      }, urls);
      await env.drive.front();
      await eventually(async () => assert.ok((await env.drive.byTestId('tab-option').count()) >= TABS));
      await env.drive.setScope('all');
      const q = env.drive.byTestId('question');
      await q.fill('Which code word belongs to hill 73?');
      const started = performance.now();
      await q.press('Enter');
      const sawProgress = await env.panel
        .waitForFunction(() => !!document.querySelector('[data-testid="ask-progress"], [data-testid="tab-status"][data-state="reading"]'), null, { timeout: 5_000 })
        .then(() => true, () => false);
      await env.panel.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid="ask"]')!.disabled, null, { timeout: 60_000 });
      const took = Math.round(performance.now() - started);
      const stored = await env.panel.evaluate(async () => {
        const all = await chrome.storage.session.get(null);
        return { bytes: await chrome.storage.session.getBytesInUse(null), pages: Object.keys(all).filter((k) => k.startsWith('page:')).length };
      });
      const heap = await (await env.browser.worker()).evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? -1);
      console.log(`      ${TABS} tabs: ${took} ms to answer; ${stored.pages} records, ${stored.bytes} bytes in storage.session; worker heap ${heap} bytes`);
      assert.ok(sawProgress, 'no progress shown');
      assert.ok(took < 30_000, `took ${took} ms`);
      assert.ok(stored.bytes <= 8 * 1024 * 1024, 'storage.session above the 8 MiB bound');
      assert.match((await env.drive.source(1).textContent()) ?? '', /kestrel73/);
      // "All tabs" over a crowded window (issue 33) waits only for the tabs that matter to the question
      // and reads the others in the background: every one of the hundred tabs is ready soon after.
      const states = () =>
        env.panel.evaluate((list) => list.map((id) => document.querySelector(`[data-testid="tab-status"][data-tab-id="${id}"]`)?.getAttribute('data-state') ?? 'none'), ids);
      const atAnswer = (await states()).filter((state) => state === 'ready').length;
      console.log(`      ${atAnswer} of ${TABS} tabs ready when the answer was done`);
      await eventually(async () => {
        const now = await states();
        const notReady = ids.flatMap((id, i) => (now[i] === 'ready' ? [] : [`${id}: ${now[i]}`]));
        assert.deepEqual(notReady, [], `only ${TABS - notReady.length} of ${TABS} tabs ready`);
      }, 30_000);

      await worker.evaluate((list) => chrome.tabs.remove(list), ids);
      await eventually(async () => {
        const left = (await sessionKeys(env)).filter((k) => ids.includes(Number(k.slice(5))));
        assert.deepEqual(left, [], 'records of closed tabs are still stored');
      });
    },
  },
  {
    name: 'two side panels in two windows ask at once and each gets its own answer',
    async run(env) {
      const a = await env.open('hidden.html');
      const worker = await env.browser.worker();
      const panelUrl = `chrome-extension://${env.browser.extensionId}/sidepanel.html`;
      const opened = env.browser.context.waitForEvent('page', { predicate: (p) => p.url().includes('spa.html') || p.url() === panelUrl });
      const second = env.browser.context.waitForEvent('page', { predicate: (p) => p.url() === panelUrl });
      const bId = await worker.evaluate(async ({ page, panel }) => {
        const win = (await chrome.windows.create({ url: page }))!;
        const tab = win.tabs![0]!;
        await chrome.tabs.create({ windowId: win.id, url: panel });
        return tab.id!;
      }, { page: env.server.url('mixed-scripts.html'), panel: panelUrl });
      await opened;
      const panel2 = await second;
      await panel2.waitForLoadState('load');
      const drive2 = panelDriver(panel2);
      await drive2.tabOption(bId).waitFor({ state: 'attached' });
      assert.equal(await drive2.tabOption(a.id).count(), 0, 'the second window lists the first window\'s tabs');
      await env.drive.chooseTabs([a.id]);
      await drive2.chooseTabs([bId]);
      const q1 = env.drive.byTestId('question');
      const q2 = drive2.byTestId('question');
      await q1.fill('What does a Fresnel lighthouse lens do?');
      await q2.fill('What does the zookeeper feed the panda?');
      await Promise.all([q1.press('Enter'), q2.press('Enter')]);
      for (const p of [env.panel, panel2]) {
        await p.waitForFunction(() => !!document.querySelector('[data-testid="source"]') && !document.querySelector<HTMLButtonElement>('[data-testid="ask"]')!.disabled, null, { timeout: 30_000 });
      }
      assert.match((await env.drive.source(1).textContent()) ?? '', /Fresnel/);
      assert.match((await drive2.source(1).textContent()) ?? '', /panda/);
      await worker.evaluate((id) => chrome.tabs.get(id).then((t) => chrome.windows.remove(t.windowId)), bId);
      await a.page.close();
    },
  },
  // The extension reloaded with tabs already open: reload-cases.ts (its own launch, CDP Extensions.loadUnpacked).
];
