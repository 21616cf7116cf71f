import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import type { FirefoxEnv } from './firefox-env';
import { firefoxPanelDriver } from './firefox-panel-driver';

const BATTERY = 'How long does the Aerolite battery last between charges?';
const turns = (env: FirefoxEnv) => env.panel.$$eval('[data-testid="turn"]', (els) => els.length);
/** The Conversations view's items, as [question, whole text]. */
const listed = (env: FirefoxEnv) =>
  env.panel.$$eval('[data-testid="history-item"]', (els) => els.map((el) => [el.querySelector('.history-question')?.textContent ?? '', el.textContent ?? '']));

/** Issue 32 in Firefox: the conversation is kept in the add-on's IndexedDB, as in Chrome. */
export const firefoxHistoryCases: Array<Case<FirefoxEnv>> = [
  {
    name: 'kept conversations in Firefox: two turns saved, the sidebar closed and opened again, the conversation shown, found by a word of its answer and reopened with its chips',
    async run(env) {
      await env.drive.useBackend('openai', env.llm.baseUrl);
      try {
        if ((await turns(env)) > 0) await env.drive.click(env.drive.testId('start-over'));
        await env.drive.chooseTabs([env.ids.laptop]);
        env.llm.set({ chunks: ['The Aerolite 14 lasts 11 hours and 42 minutes, a marathon for its weight [1].'] });
        await env.drive.ask(BATTERY);
        env.llm.set({ chunks: ['It weighs 1.2 kg [1].'] });
        await env.drive.ask('And how heavy is it?');
        assert.equal(await env.drive.attribute(env.drive.lastTurn, 'data-status'), 'done');

        // The sidebar closes (its page goes) and opens again: a new page, the same window.
        await env.panel.close();
        env.panel = await env.firefox.openPanel();
        env.drive = firefoxPanelDriver(env.panel);
        await eventually(async () => assert.equal(await turns(env), 2, 'the reopened sidebar shows the conversation'), 15_000);
        assert.match(await env.drive.text(`${env.drive.lastTurn} [data-testid="answer"]`), /1\.2 kg/);

        // Started over, it is still listed; a word of its first answer finds it, and it opens as it was.
        await env.drive.click(env.drive.testId('start-over'));
        await eventually(async () => assert.equal(await turns(env), 0));
        await env.drive.click(env.drive.testId('history-open'));
        await env.panel.waitForSelector(env.drive.testId('history-item'), { timeout: 10_000 });
        assert.ok((await listed(env)).some(([question]) => question === BATTERY), `listed: ${JSON.stringify(await listed(env))}`);
        await env.panel.type(env.drive.testId('history-search'), 'marath');
        await eventually(async () => {
          const found = await listed(env);
          assert.equal(found.length, 1, `found: ${JSON.stringify(found)}`);
          assert.equal(found[0]![0], BATTERY);
          assert.equal(await env.drive.text('[data-testid="history-item"] mark'), 'marathon');
        });
        await env.drive.click(env.drive.testId('history-item'));
        await eventually(async () => assert.equal(await turns(env), 2));
        await env.panel.waitForSelector(`${env.drive.lastTurn} [data-testid="citation"]`, { timeout: 10_000 });
        assert.match(await env.drive.text(`[data-testid="turn"]:first-of-type`), /11 hours and 42 minutes/);
      } finally {
        await env.drive.useBackend('passages');
      }
    },
  },
];
