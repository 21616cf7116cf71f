import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../support/openai-sse-server';
import { assert, eventually } from '../support/assert';
import { launchBrowser, type Browser } from '../support/launch-browser';
import { SCREENSHOTS } from '../support/look';
import type { Case } from '../support/run-cases';
import { servePages, type PageServer } from '../support/serve-pages';
import { modelDriver } from './model-env';

/**
 * Issue 30 (review turn 4, R3, R6, R7): six tabs as the reviewer had them (two laptop reviews, a
 * bakery, a long decluttering guide, a chrome:// page) and an OpenAI-compatible server on
 * 127.0.0.1 whose received requests say what reached the model.
 */
export interface ScopeEnv {
  browser: Browser;
  server: PageServer;
  llm: OpenAiSseServer;
  panel: Page;
  drive: ReturnType<typeof modelDriver>;
  pages: { corvo: Page; zenith: Page; bakery: Page; declutter: Page; extensions: Page };
}

const PAGES = { corvo: 'scope-corvo-review.html', zenith: 'scope-zenith-review.html', bakery: 'scope-bakery.html', declutter: 'scope-declutter-guide.html' };

export async function setupScopeEnv(): Promise<ScopeEnv> {
  const server = await servePages();
  const llm = await startOpenAiSseServer();
  const browser = await launchBrowser();
  const corvo = await browser.openTab(server.url(PAGES.corvo));
  const zenith = await browser.openTab(server.url(PAGES.zenith));
  const bakery = await browser.openTab(server.url(PAGES.bakery));
  const declutter = await browser.openTab(server.url(PAGES.declutter));
  const extensions = await browser.openTab('chrome://extensions/');
  const panel = await browser.openPanel();
  await panel.evaluate(
    (baseUrl) => chrome.storage.local.set({ 'backend-settings': { backend: 'openai', openai: { baseUrl, model: 'test-model', apiKey: '', contextWindow: 4096 } } }),
    llm.baseUrl,
  );
  await panel.reload();
  return { browser, server, llm, panel, drive: modelDriver(panel), pages: { corvo, zenith, bakery, declutter, extensions } };
}

export async function teardownScopeEnv({ browser, server, llm }: ScopeEnv): Promise<void> {
  await browser.close();
  await server.close();
  await llm.close();
}

/** The sources of the newest request, in order: each entry's tab title (its `<source>` block's). */
function sentSources(env: ScopeEnv): Array<{ title: string; text: string }> {
  const body = env.llm.requests.at(-1)?.body as { messages: Array<{ role: string; content: string }> } | undefined;
  const user = body?.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const out: Array<{ title: string; text: string }> = [];
  for (const block of user.split('<source ').slice(1)) {
    const title = /^title="([^"]*)"/.exec(block)?.[1] ?? '';
    for (const entry of block.split(/\n(?=\[\d+\])/u).slice(1)) out.push({ title, text: entry.split('</source>')[0]! });
  }
  return out;
}

async function shot(env: ScopeEnv, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await env.panel.setViewportSize({ width: 400, height: 800 });
  await env.panel.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await env.panel.screenshot({ path: join(SCREENSHOTS, `issue30-${name}-400x800-light.png`) });
}

/** The text the extension's highlight marks in `page`, once there is one. */
function highlightedText(page: Page): Promise<string> {
  return eventually(() =>
    page.evaluate(() => {
      const highlight = CSS.highlights.get('ask-tabs');
      if (!highlight) throw new Error('no ask-tabs highlight in the page');
      return [...highlight].map((range) => range.toString()).join(' ');
    }),
  );
}

/** Makes `page` the tab "This tab" means (the panel is a tab here: the one used last before it). */
async function lookAt(env: ScopeEnv, page: Page) {
  await page.bringToFront();
  await new Promise((r) => setTimeout(r, 300));
  await env.drive.front();
}

const turnText = async (env: ScopeEnv) => (await env.drive.lastTurn().textContent()) ?? '';

export const scopeFollowUpCases: Array<Case<ScopeEnv>> = [
  {
    name: 'R6: "How heavy is the Corvo Book 14?" sends the weight passage first, not the review’s opening line',
    async run(env) {
      env.llm.reset();
      env.llm.set({ chunks: ['The Corvo Book 14 weighs 1.46 kg [1].'] });
      await env.drive.setScope('all');
      await env.drive.askModel('How heavy is the Corvo Book 14?');
      const sent = sentSources(env);
      assert.ok(sent.length > 0, 'no sources sent');
      assert.match(sent[0]!.text, /1\.46 kg/, `first source: ${sent[0]!.text}`);
      assert.match(sent[0]!.title, /Corvo/);
      assert.match((await env.drive.lastTurn().locator('[data-testid="source"]').first().textContent()) ?? '', /1\.46 kg/);
      await shot(env, 'r6-corvo-weight-first');
    },
  },
  {
    name: 'R3: "This tab" on chrome://extensions after that answer makes no model call and carries no passage over: one line with its action',
    async run(env) {
      const before = env.llm.requests.length;
      await lookAt(env, env.pages.extensions);
      await env.drive.setScope('current');
      assert.match((await env.drive.byTestId('scope').textContent()) ?? '', /This tab/);
      await env.drive.askModel('Which extensions are installed?');
      await new Promise((r) => setTimeout(r, 500));
      assert.equal(env.llm.requests.length, before, 'the model was asked');
      const turn = await turnText(env);
      assert.doesNotMatch(turn, /1\.46 kg/);
      assert.equal(await env.drive.lastTurn().locator('[data-testid="citation"]').count(), 0);
      assert.match(turn, /all tabs/i, turn);
      await shot(env, 'r3-this-tab-browser-page');
    },
  },
  {
    name: 'R3: "This tab" on another review after the Corvo answer sends only that tab’s passages (the cited Corvo passage stays out)',
    async run(env) {
      env.llm.reset();
      env.llm.set({ chunks: ['It weighs 0.98 kg [1].'] });
      await lookAt(env, env.pages.zenith);
      await env.drive.setScope('current');
      await env.drive.askModel('And how heavy is it?');
      const sent = sentSources(env);
      assert.ok(sent.length > 0, 'no sources sent');
      assert.ok(sent.every((s) => /Zenith/.test(s.title)), sent.map((s) => s.title).join(' | '));
      assert.ok(!sent.some((s) => /1\.46 kg/.test(s.text)), 'the Corvo passage was carried into This tab');
    },
  },
  {
    name: 'R7: "Is it open on Sunday?" after a bakery question sends the bakery’s passages, not the decluttering guide’s',
    async run(env) {
      env.llm.reset();
      await env.drive.click(env.drive.byTestId('start-over'));
      await env.drive.setScope('all');
      env.llm.set({ chunks: ['It is closed every Monday [1].'] });
      await env.drive.askModel('When is the bakery closed?');
      const first = sentSources(env);
      assert.match(first[0]!.text, /closed every Monday/, `first source: ${first[0]!.text}`);
      env.llm.set({ chunks: ['Yes, from 8 [1].'] });
      await env.drive.askModel('Is it open on Sunday?');
      const sent = sentSources(env);
      const unrelated = sent.filter((s) => !/Bakery/.test(s.title));
      assert.ok(unrelated.length <= 2, `${unrelated.length} unrelated of ${sent.length}: ${unrelated.map((s) => s.title).join(' | ')}`);
      assert.match(sent[0]!.text, /Sundays the shop opens at 8/);
      await eventually(async () => assert.match(await turnText(env), /from 8/));
      await shot(env, 'r7-follow-up-bakery');
    },
  },
  {
    name: 'A fact stated only beside the article (a highlights card Readability leaves out) reaches the model, and its source highlights it in the page',
    async run(env) {
      const guide = await env.browser.openTab(env.server.url('scope-earbuds-guide.html'));
      try {
        env.llm.reset();
        // A new conversation, whether or not the cases before this one asked anything.
        if (await env.drive.byTestId('start-over').isVisible()) await env.drive.click(env.drive.byTestId('start-over'));
        await lookAt(env, guide);
        await env.drive.setScope('current');
        env.llm.set({ chunks: ['At least five hours on one charge [1].'] });
        await env.drive.askModel('How long must the battery last?');
        const sent = sentSources(env);
        assert.ok(sent.length > 0, 'no sources sent');
        assert.match(sent[0]!.text, /at least five hours/, `first source: ${sent[0]!.text}`);
        // What a reader cannot see stays out, beside the reading as in it.
        assert.ok(!sent.some((s) => /99 hours|SAVE99/.test(s.text)), 'hidden text was sent');
        assert.ok(!sent.some((s) => /All rights reserved/.test(s.text)), 'the footer was sent');
        await env.drive.click(env.drive.sourceOpen(1));
        const highlighted = await highlightedText(guide);
        assert.match(highlighted, /at least five hours/);
        await shot(env, 'beside-highlights-card');
      } finally {
        await guide.close();
      }
    },
  },
  {
    name: 'A fact in a closed specifications tab (one click away) reaches the model, and its source opens the tab and highlights it',
    async run(env) {
      const shop = await env.browser.openTab(env.server.url('scope-spec-tabs.html'));
      try {
        env.llm.reset();
        if (await env.drive.byTestId('start-over').isVisible()) await env.drive.click(env.drive.byTestId('start-over'));
        await lookAt(env, shop);
        await env.drive.setScope('current');
        env.llm.set({ chunks: ['The Corvo Book 14 weighs 1.46 kg [1].'] });
        await env.drive.askModel('How heavy is the Corvo Book 14?');
        const sent = sentSources(env);
        assert.ok(sent.some((s) => /1\.46 kg/.test(s.text)), `the weight was not sent: ${sent.map((s) => s.text).join(' | ')}`);
        assert.equal(await shop.evaluate(() => document.getElementById('panel-specs')!.hidden), true, 'the tab was open before the click');
        await env.drive.click(env.drive.sourceOpen(1));
        const highlighted = await highlightedText(shop);
        assert.match(highlighted, /1\.46 kg/);
        // The page's own tab control opened it, as the reader's click would.
        assert.equal(await shop.evaluate(() => document.getElementById('panel-specs')!.hidden), false, 'the specifications tab is still closed');
        assert.equal(await shop.evaluate(() => document.getElementById('tab-specs')!.getAttribute('aria-selected')), 'true');
        await shot(env, 'spec-tab-opened');
      } finally {
        await shop.close();
      }
    },
  },
  {
    name: 'A fact in a closed tab of a widget that declares nothing reaches the model, and its source clicks the tab at its index',
    async run(env) {
      const shop = await env.browser.openTab(env.server.url('scope-undeclared-tabs.html'));
      try {
        env.llm.reset();
        if (await env.drive.byTestId('start-over').isVisible()) await env.drive.click(env.drive.byTestId('start-over'));
        await lookAt(env, shop);
        await env.drive.setScope('current');
        env.llm.set({ chunks: ['The Strix RTX uses PCI Express 4.0 [1].'] });
        await env.drive.askModel('Which interface does the Strix RTX use?');
        const sent = sentSources(env);
        assert.ok(sent.some((s) => /PCI Express 4\.0/.test(s.text)), `the interface was not sent: ${sent.map((s) => s.text).join(' | ')}`);
        // A spec row whose label starts with a teaser word is a fact, not a teaser (drop-junk-blocks.ts).
        assert.ok(sent.some((s) => /Recommended PSU\s+850 W/.test(s.text)), `the "Recommended PSU" row was dropped: ${sent.map((s) => s.text).join(' | ')}`);
        const specsShown = () => shop.evaluate(() => (document.querySelectorAll('.tab-pane')[1] as HTMLElement).style.display);
        assert.equal(await specsShown(), 'none', 'the specs tab was open before the click');
        await env.drive.click(env.drive.sourceOpen(1));
        const highlighted = await highlightedText(shop);
        assert.match(highlighted, /PCI Express 4\.0/);
        // The page's own tab (the second, as the pane is the second) opened it, as the reader's click would.
        assert.equal(await specsShown(), 'block', 'the specs tab is still closed');
        assert.equal(await shop.evaluate(() => document.querySelectorAll('.tab-nav')[1]!.classList.contains('active')), true);
        await shot(env, 'undeclared-tab-opened');
      } finally {
        await shop.close();
      }
    },
  },
];
