import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../support/openai-sse-server';
import { assert, eventually } from '../support/assert';
import { launchBrowser, type Browser } from '../support/launch-browser';
import { inEachLook } from '../support/look';
import type { Case } from '../support/run-cases';
import { servePages, type PageServer } from '../support/serve-pages';
import { modelDriver, openArticles } from './model-env';

// Issue 32: conversations kept on this computer, across a browser restart (a persistent profile).

export interface HistoryEnv {
  profile: string;
  server: PageServer;
  llm: OpenAiSseServer;
  browser: Browser;
  panel: Page;
  drive: ReturnType<typeof modelDriver>;
}

const BATTERY = 'How long does the Aerolite battery last?';
const WEIGHT = 'And how much does it weigh?';
const items = (env: HistoryEnv) => env.drive.byTestId('history-item');

async function openPanelWithServer(env: Pick<HistoryEnv, 'browser' | 'llm'>): Promise<Page> {
  // A browser just started on a used profile can be slow to open its first tab: one more try.
  const panel = await env.browser.openPanel().catch(() => env.browser.openPanel());
  panel.on('pageerror', (error) => console.log(`      (panel error: ${error.message})`));
  await panel.evaluate(
    (baseUrl) => chrome.storage.local.set({ 'backend-settings': { backend: 'openai', openai: { baseUrl, model: 'test-model', apiKey: '', contextWindow: 8192 } } }),
    env.llm.baseUrl,
  );
  return panel;
}

export async function setupHistoryEnv(): Promise<HistoryEnv> {
  const profile = mkdtempSync(join(tmpdir(), 'ask-tabs-history-'));
  const server = await servePages();
  const llm = await startOpenAiSseServer();
  const browser = await launchBrowser({ profile });
  await openArticles(browser, server);
  const panel = await openPanelWithServer({ browser, llm });
  return { profile, server, llm, browser, panel, drive: modelDriver(panel) };
}

export async function teardownHistoryEnv(env: HistoryEnv): Promise<void> {
  await env.browser.close();
  rmSync(env.profile, { recursive: true, force: true });
  await env.server.close();
  await env.llm.close();
}

/** Opens the Conversations view (if it is not open). */
async function openHistory(env: HistoryEnv) {
  const button = env.drive.byTestId('history-open');
  if ((await button.getAttribute('aria-pressed')) !== 'true') await env.drive.click(button);
  await env.drive.byTestId('history-view').waitFor();
}

/**
 * Each case after the first starts from the conversation view with no search typed, whatever the case
 * before it left (a failure mid-search must not fail the next cases too).
 */
async function closeHistory(env: HistoryEnv) {
  const button = env.drive.byTestId('history-open');
  if ((await button.getAttribute('aria-pressed')) !== 'true') return;
  const search = env.drive.byTestId('history-search');
  if (await search.count()) await search.fill('');
  await env.drive.click(button);
  await env.drive.byTestId('history-view').waitFor({ state: 'detached' });
}

/** What the panel shows, for a failure's message. */
const shown = async (env: HistoryEnv) => (await env.panel.locator('main').first().innerText()).slice(0, 400).replace(/\n/gu, ' | ');

/** How many conversations the search index stored in the extension's IndexedDB holds (-1: none stored). */
const storedIndexSize = (panel: Page) =>
  panel.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ask-tabs-history');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('searchIndex').objectStore('searchIndex').get('turns');
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { indexed?: unknown[] } | undefined)?.indexed?.length ?? -1);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );

async function ask(env: HistoryEnv, question: string, chunks: string[]) {
  env.llm.set({ chunks });
  await env.drive.askModel(question);
  await env.drive.waitForLastTurn(['done']);
}

export const historyCases: Array<Case<HistoryEnv>> = [
  {
    name: 'two turns, the browser closed and started again: the conversation is listed by day, opens with its chips, and a chip opens the page at the passage',
    async run(env) {
      await env.drive.setScope('all');
      await ask(env, BATTERY, ['The Aerolite 14 lasts ', '11 hours and 42 minutes [1].']);
      await ask(env, WEIGHT, ['It weighs 1.1 kilograms [1].']);
      // The browser closes (the profile stays) and starts again: tab ids are new, the old tabs gone.
      await env.browser.close();
      env.browser = await launchBrowser({ profile: env.profile });
      env.panel = await openPanelWithServer(env);
      env.drive = modelDriver(env.panel);
      assert.equal(await env.drive.byTestId('turn').count(), 0, 'a new browser session starts a new conversation');
      await openHistory(env);
      await eventually(async () => assert.equal(await items(env).count(), 1));
      assert.match((await items(env).first().textContent()) ?? '', new RegExp(`^${BATTERY.replace(/\?/gu, '\\?')}`));
      assert.equal(await env.panel.locator('.history-day-title').first().textContent(), 'Today');
      for (const problem of await inEachLook(env.panel, 'history-list')) throw new Error(problem);
      await env.drive.click(items(env).first());
      await eventually(async () => assert.equal(await env.drive.byTestId('turn').count(), 2));
      assert.match((await env.drive.byTestId('answer-text').textContent()) ?? '', /1\.1 kilograms/);
      const chip = env.drive.lastTurn().locator('[data-testid="citation"]').first();
      await chip.waitFor();
      for (const problem of await inEachLook(env.panel, 'history-opened')) throw new Error(problem);
      const opened = env.browser.context.waitForEvent('page', { timeout: 10_000 });
      await env.drive.click(chip);
      const page = await opened;
      await eventually(async () => assert.match(page.url(), /\/(laptop-review|honey-bees|etna)\.html#:~:text=/));
      await page.close();
      // A follow-up continues it, over the scope of now: the articles open again (a restarted browser
      // shows only a blank tab), and all of them asked.
      await openArticles(env.browser, env.server);
      await env.drive.setScope('all');
      await ask(env, 'Does it have a touchscreen?', ['No touchscreen is mentioned [1].']);
      await openHistory(env);
      await eventually(async () => assert.equal(await items(env).count(), 1));
    },
  },
  {
    name: 'search as you type finds a conversation by a word of its answer, in Japanese too, matches highlighted',
    async run(env) {
      await closeHistory(env);
      await env.drive.click(env.drive.byTestId('start-over'));
      await ask(env, 'この記事の要点は？', ['ミツバチは花粉を集めて東京の巣に運ぶ [1]。']);
      const japanese = (await env.drive.lastTurn().innerText()).slice(0, 300).replace(/\n/gu, ' | ');
      await openHistory(env);
      const search = env.drive.byTestId('history-search');
      await search.pressSequentially('touchs', { delay: 30 });
      await eventually(async () => {
        if ((await items(env).count()) === 0) console.log('      (panel shows:', (await env.panel.locator('main').innerText()).slice(0, 300).replace(/\n/gu, ' | '), ')');
        assert.equal(await items(env).count(), 1);
        assert.match((await items(env).locator('mark').first().textContent()) ?? '', /^touchscreen$/i);
      });
      await search.fill('');
      await search.pressSequentially('東京', { delay: 30 });
      await eventually(async () => {
        assert.equal(await items(env).count(), 1, `one result for 東京; the panel shows: ${await shown(env)}; the turn showed: ${japanese}`);
        assert.equal(await items(env).locator('mark').first().textContent(), '東京');
      });
      for (const problem of await inEachLook(env.panel, 'history-search')) throw new Error(problem);
      // The index was stored in the browser's IndexedDB when first built (the next panel loads it and
      // catches up; it is stored again after a delete or once 25 saves piled up).
      await eventually(async () => assert.ok((await storedIndexSize(env.panel)) >= 1, 'no search index stored'));
      await search.fill('zzzqqq');
      await env.drive.byTestId('history-empty').waitFor();
      await search.fill('');
      await eventually(async () => assert.equal(await items(env).count(), 2));
    },
  },
  {
    name: 'export: the open conversation downloads as Markdown, each turn with its numbered sources',
    async run(env) {
      await closeHistory(env);
      await openHistory(env);
      await env.drive.click(items(env).filter({ hasText: BATTERY }));
      const download = env.panel.waitForEvent('download', { timeout: 10_000 });
      await env.drive.click(env.drive.byTestId('history-export'));
      const file = await download;
      assert.match(file.suggestedFilename(), /^ask-tabs-\d{4}-\d\d-\d\d-How-long-does-the-Aerolite-battery-last\.md$/);
      const markdown = readFileSync((await file.path())!, 'utf8');
      assert.match(markdown, /^\*\*How long does the Aerolite battery last\?\*\*\n\nThe Aerolite 14 lasts 11 hours and 42 minutes \[1\]\.\n\nSources:\n\[1\] .+ — http:\/\/127\.0\.0\.1:\d+\/\S+#:~:text=/u);
      assert.match(markdown, /\*\*And how much does it weigh\?\*\*\n\nIt weighs 1\.1 kilograms \[1\]\.\n\nSources:\n\[1\] /u);
      assert.equal(markdown.match(/^Sources:$/gmu)?.length, 3, `every turn has its sources:\n${markdown}`);
    },
  },
  {
    name: '"Start over" starts a new conversation and keeps the old one; delete asks first, then removes one, and Undo brings it back',
    async run(env) {
      await closeHistory(env);
      await env.drive.click(env.drive.byTestId('start-over'));
      assert.equal(await env.drive.byTestId('turn').count(), 0);
      await ask(env, 'What do honey bees eat?', ['Nectar and pollen [1].']);
      await openHistory(env);
      const entry = env.panel.locator('.history-entry').filter({ hasText: 'What do honey bees eat?' });
      // The new conversation is listed beside the earlier ones (how many depends on the cases before this one).
      await eventually(async () => assert.equal(await entry.count(), 1));
      const listed = await items(env).count();
      assert.ok(listed >= 2, `the earlier conversation is kept beside the new one (${listed} listed)`);
      await env.drive.click(entry.locator('[data-testid="history-delete"]'));
      await env.drive.click(entry.locator('[data-testid="history-delete-cancel"]'));
      assert.equal(await items(env).count(), listed, 'cancel keeps it');
      await env.drive.click(entry.locator('[data-testid="history-delete"]'));
      await env.drive.click(entry.locator('[data-testid="history-delete-confirm"]'));
      await eventually(async () => assert.equal(await items(env).count(), listed - 1));
      // Undo, for a few seconds, brings it back as it was; deleted again, it goes.
      await env.drive.click(env.drive.byTestId('history-undo'));
      await eventually(async () => assert.equal(await entry.count(), 1));
      assert.equal(await items(env).count(), listed);
      await env.drive.click(entry.locator('[data-testid="history-delete"]'));
      await env.drive.click(entry.locator('[data-testid="history-delete-confirm"]'));
      await eventually(async () => assert.equal(await items(env).count(), listed - 1));
      await env.drive.byTestId('history-deleted').waitFor();
      // The delete took the stored search index with it; the panel's index stores itself again without it.
      await eventually(async () => assert.equal(await storedIndexSize(env.panel), listed - 1));
      await env.drive.click(env.drive.byTestId('history-open'));
      assert.equal(await env.drive.byTestId('turn').count(), 0, 'the deleted conversation was the one shown: the panel started over');
    },
  },
  {
    name: 'the options page exports all as JSON and imports it back (nothing twice); a malformed or hostile file is refused and changes nothing',
    async run(env) {
      await closeHistory(env);
      const options = await env.browser.openTab(`chrome-extension://${env.browser.extensionId}/options.html`);
      const status = options.locator('[data-testid="history-status"]');
      await eventually(async () => assert.equal(await status.textContent(), 'Conversations kept: 2'));
      const download = options.waitForEvent('download', { timeout: 10_000 });
      await options.click('[data-testid="history-export-all"]');
      const exported = readFileSync((await (await download).path())!, 'utf8');
      const file = JSON.parse(exported) as { format: string; conversations: Array<{ turns: unknown[] }> };
      assert.equal(file.format, 'ask-tabs-conversations');
      assert.equal(file.conversations.length, 2);

      await options.click('[data-testid="history-delete-all"]');
      await options.click('[data-testid="history-delete-all-confirm"]');
      await eventually(async () => assert.equal(await status.textContent(), 'All conversations deleted.'));
      const upload = (name: string, text: string) => options.setInputFiles('[data-testid="history-import"]', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
      await upload('back.json', exported);
      await eventually(async () => assert.equal(await status.textContent(), 'Imported: 2 new, 0 updated, 0 already here.'));
      await upload('again.json', exported);
      await eventually(async () => assert.equal(await status.textContent(), 'Imported: 0 new, 0 updated, 2 already here.'));

      const hostile = JSON.parse(exported) as { conversations: Array<{ id: string; turns: Array<Record<string, unknown>> }> };
      hostile.conversations[0]!.id = 'new-one';
      hostile.conversations[1]!.turns[0]!['question'] = { toString: '<img src=x onerror=alert(1)>' };
      await upload('hostile.json', JSON.stringify(hostile));
      await eventually(async () => assert.equal(await status.textContent(), 'Nothing was imported: the field conversations[1].turns[0].question is not as Ask Tabs writes it. Nothing was changed.'));
      await upload('broken.json', exported.slice(0, 200));
      await eventually(async () => assert.match((await status.textContent()) ?? '', /^Nothing was imported: this file is not an Ask Tabs export/));
      await options.reload();
      await eventually(async () => assert.equal(await status.textContent(), 'Conversations kept: 2', 'the refused files changed nothing'));
      await options.close();

      // The panel's list shows the imported conversations, and one opens as it was.
      await openHistory(env);
      await eventually(async () => assert.equal(await items(env).count(), 2));
      await env.drive.click(items(env).filter({ hasText: BATTERY }));
      await eventually(async () => assert.equal(await env.drive.byTestId('turn').count(), 3));
      await env.drive.lastTurn().locator('[data-testid="citation"]').first().waitFor();
    },
  },
];

