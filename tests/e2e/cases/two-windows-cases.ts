import { keptTurns } from '../support/kept-turns';
import type { Page } from 'playwright-core';
import { assert, eventually } from '../support/assert';
import { hostAnswer } from '../support/engine-host-probe';
import type { Case } from '../support/run-cases';
import { askApproving } from './cpu-engine-cases';
import type { CpuEngineEnv } from './cpu-engine-env';
import { modelDriver } from './model-env';

// Issue 20 item 3: two windows share the one engine host. It writes one answer at a time, first asked
// first; the window behind says it waits, and each window gets its own answer.

/** The newest turn's request id, from this window's kept conversation (support/kept-turns.ts). */
async function lastRequestId(panel: Page): Promise<string> {
  return eventually(async () => {
    const id = (await keptTurns(panel, true)).at(-1)?.requestId;
    if (!id) throw new Error('no saved request id');
    return id;
  });
}

/** Records in the page whether the newest turn's status ever said it waits for the other window. */
async function watchQueued(panel: Page): Promise<void> {
  await panel.evaluate(`(() => {
    window.__sawQueued = '';
    const look = () => {
      const status = [...document.querySelectorAll('[data-testid="answer-status"]')].at(-1);
      if (status && status.hasAttribute('data-queued')) window.__sawQueued = status.textContent || ' ';
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  })()`);
}

export const twoWindowsCases: Array<Case<CpuEngineEnv>> = [
  {
    name: 'two windows ask the processor model at once: the second says it waits for the other window, then each gets its own answer',
    async run(env) {
      await askApproving(env, 'How long does the Aerolite battery last?'); // the model loaded (downloaded if needed)
      const etna = env.server.url('etna.html');
      const opened = env.browser.context.waitForEvent('page', { predicate: (p) => p.url().endsWith('/sidepanel.html'), timeout: 15_000 });
      const windowId = await (await env.browser.worker()).evaluate(
        async (urls) => (await chrome.windows.create({ url: urls }))?.id,
        [`chrome-extension://${env.browser.extensionId}/sidepanel.html`, etna],
      );
      const panelB = await opened;
      const driveB = modelDriver(panelB);
      try {
        await panelB.waitForLoadState('load');
        await driveB.setScope('all'); // window B holds one tab: the Etna article
        await env.drive.chooseTabs([env.ids.etna]); // a short prompt: window A's answer runs long
        await watchQueued(panelB);
        // The host may finish A's short noise before B's request arrives: ask again until B had to wait.
        for (let attempt = 1; ; attempt += 1) {
          await env.drive.askModel(`How high is Mount Etna? (${attempt})`, { wait: false });
          await env.drive.waitForLastTurn(['streaming', 'done'], 30_000);
          await driveB.askModel(`When did Mount Etna erupt? (${attempt})`, { wait: false });
          await env.drive.waitForLastTurn(['done'], 60_000);
          await driveB.waitForLastTurn(['done'], 60_000);
          if (await panelB.evaluate(() => (window as unknown as { __sawQueued: string }).__sawQueued)) {
            console.log(`      window B waited for window A on attempt ${attempt}`);
            break;
          }
          if (attempt === 3) break;
        }
        const said = await panelB.evaluate(() => (window as unknown as { __sawQueued: string }).__sawQueued);
        assert.match(said, /Waiting for the other window/);
        // Each window shows the answer the host wrote for its own request.
        const [idA, idB] = [await lastRequestId(env.panel), await lastRequestId(panelB)];
        assert.notEqual(idA, idB);
        for (const [panel, id] of [
          [env.panel, idA],
          [panelB, idB],
        ] as const) {
          const written = await hostAnswer(env.browser, id);
          assert.equal(written?.state, 'done');
          const shown = (await panel.locator('[data-testid="answer-text"]').last().textContent()) ?? '';
          assert.equal(shown.replace(/\s+/gu, ' ').trim(), written!.text.replace(/\s+/gu, ' ').trim());
        }
        assert.equal(await driveB.lastTurn().locator('[data-testid="answer-status"][data-queued]').count(), 0, 'still says it waits');
      } finally {
        await (await env.browser.worker()).evaluate((id) => chrome.windows.remove(id!), windowId).catch(() => {});
        await env.drive.setScope('all');
      }
    },
  },
];
