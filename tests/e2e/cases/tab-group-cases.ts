import { join } from 'node:path';
import { assert, eventually } from '../support/assert';
import { SCREENSHOTS } from '../support/look';
import { panelDriver } from '../support/panel-driver';
import type { Case } from '../support/run-cases';
import type { Env } from './env';

/** Runs `fn` in the extension's service worker with the tabs API, as another extension or the user's tab strip would change groups. */
async function inWorker<A, R>({ browser }: Env, fn: (arg: A) => Promise<R>, arg: A): Promise<R> {
  return (await browser.worker()).evaluate(fn as never, arg) as Promise<R>;
}

const sourceTabs = async ({ drive }: Env) =>
  drive.byTestId('source').evaluateAll((els) => [...new Set(els.map((el) => Number(el.getAttribute('data-tab-id'))))]);

export const tabGroupCases: Array<Case<Env>> = [
  {
    name: 'tab group (issue 33): the scope menu offers the window’s group "Laptops"; asking sends only its tabs; a tab added later joins; ungrouped, it is not claimed',
    async run(env) {
      const { drive, ids, panel } = env;
      const groupId = await inWorker(
        env,
        async ({ laptop, bees }) => {
          const id = await chrome.tabs.group({ tabIds: [laptop, bees] });
          await chrome.tabGroups.update(id, { title: 'Laptops', color: 'blue' });
          return id;
        },
        { laptop: ids.laptop, bees: ids.bees },
      );
      await drive.openScope();
      const option = panel.locator(`[data-testid="scope-group"][data-group-id="${groupId}"]`);
      await eventually(async () => assert.equal((await option.textContent())?.trim(), 'Laptops · 2 tabs'));
      assert.equal(await option.getAttribute('data-color'), 'blue');
      await panel.setViewportSize({ width: 400, height: 800 });
      await panel.screenshot({ path: join(SCREENSHOTS, 'scope-menu-groups-400x800-light.png') });
      await option.locator('input').check();
      await drive.closeScope();
      assert.equal(await drive.byTestId('scope').getAttribute('data-scope'), 'group');
      assert.match((await drive.byTestId('scope').textContent()) ?? '', /Laptops · 2 tabs/);

      // Etna is outside the group: its lava is not found, only the group's tabs are asked.
      await drive.ask('When did lava reach the walls of Catania?');
      for (const id of await sourceTabs(env)) assert.ok([ids.laptop, ids.bees].includes(id), `source from tab ${id}, outside the group`);
      assert.equal(await drive.tabStatus(ids.etna).count(), 0);

      // Etna moved into the group: the same question now reads it.
      await inWorker(env, async ({ etna, groupId: g }) => void (await chrome.tabs.group({ groupId: g, tabIds: [etna] })), { etna: ids.etna, groupId });
      await eventually(async () => assert.match((await drive.byTestId('scope').textContent()) ?? '', /Laptops · 3 tabs/));
      await drive.ask('When did lava reach the walls of Catania?');
      assert.equal(Number(await drive.source(1).getAttribute('data-tab-id')), ids.etna);
      assert.match((await drive.source(1).textContent()) ?? '', /1669/);

      // Ungrouped: the group is gone, the scope falls back to this tab and says so.
      await inWorker(env, async (tabIds: number[]) => void (await chrome.tabs.ungroup(tabIds as [number, ...number[]])), [ids.laptop, ids.bees, ids.etna]);
      await eventually(async () => assert.equal(await drive.byTestId('scope').getAttribute('data-scope'), 'current'));
      assert.match((await drive.byTestId('scope-notice').textContent()) ?? '', /“Laptops” no longer exists/);
      await drive.openScope();
      assert.equal(await panel.locator('[data-testid="scope-group"]').count(), 0);
      await drive.closeScope();
    },
  },
  {
    name: 'tab group (issue 33): the group scope survives closing the panel',
    async run(env) {
      const { browser, ids } = env;
      const groupId = await inWorker(
        env,
        async ({ laptop, bees }) => {
          const id = await chrome.tabs.group({ tabIds: [laptop, bees] });
          await chrome.tabGroups.update(id, { title: 'Laptops', collapsed: true });
          return id;
        },
        { laptop: ids.laptop, bees: ids.bees },
      );
      try {
        await env.drive.openScope();
        await env.panel.locator(`[data-testid="scope-group"][data-group-id="${groupId}"] input`).check();
        await env.drive.closeScope();
        // The save is asynchronous (storage.session): give it a moment before the panel goes.
        await env.panel.waitForTimeout(300);
        await env.panel.close();
        env.panel = await browser.openPanel();
        env.drive = panelDriver(env.panel);
        // Collapsed groups count like any other.
        await eventually(async () => assert.equal(await env.drive.byTestId('scope').getAttribute('data-scope'), 'group'));
        assert.match((await env.drive.byTestId('scope').textContent()) ?? '', /Laptops · 2 tabs/);
        await env.drive.ask('How long does the Aerolite battery last?');
        assert.match((await env.drive.source(1).textContent()) ?? '', /11 hours and 42 minutes/);
      } finally {
        await inWorker(env, async (tabIds: number[]) => void (await chrome.tabs.ungroup(tabIds as [number, ...number[]])), [ids.laptop, ids.bees]);
        await eventually(async () => assert.equal(await env.drive.byTestId('scope').getAttribute('data-scope'), 'current'));
      }
    },
  },
];
