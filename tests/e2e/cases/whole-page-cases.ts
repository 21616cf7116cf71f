import { join } from 'node:path';
import { PAGES } from '../../support/long-pages/long-page-topics';
import { SCREENSHOTS } from '../support/look';
import { assert, eventually } from '../support/assert';
import { promptSources } from '../support/prompt-sources';
import type { Case } from '../support/run-cases';
import { type ModelEnv, useOpenAiBackend } from './model-env';

/** The last request's sources: each passage's number, its tab's title, its section and its text. */
function sentSources(env: ModelEnv) {
  const body = env.llm.requests.at(-1)!.body as { messages: Array<{ role: string; content: string }> };
  return promptSources(body.messages.filter((m) => m.role === 'user').at(-1)!.content);
}

/** Opens the long pages, chooses exactly them, runs `body`, closes them (later cases ask about "all" tabs). */
async function withLongPages(env: ModelEnv, files: string[], body: (ids: number[]) => Promise<void>) {
  const pages = [];
  // A new conversation: passages cited by an earlier answer would be carried into this one.
  if ((await env.drive.byTestId('start-over').count()) > 0) await env.drive.click(env.drive.byTestId('start-over'));
  try {
    for (const file of files) pages.push(await env.browser.openTab(env.server.url(`${file}.html`)));
    const ids = [];
    for (const file of files) ids.push(await env.browser.tabIdOf(env.server.url(`${file}.html`)));
    await env.drive.chooseTabs(ids);
    await body(ids);
  } finally {
    for (const page of pages) await page.close();
  }
}

const topic = (file: string) => PAGES.find((p) => p.file === file)!;

/** Share of the page's 14 headings that some source sent from that page sits under. */
function sectionsSent(sources: ReturnType<typeof sentSources>, file: string) {
  const page = topic(file);
  const mine = sources.filter((s) => s.title === page.title);
  const missing = page.sections.map((s) => s.heading).filter((h) => !mine.some((s) => s.section.includes(h)));
  return { share: 1 - missing.length / page.sections.length, missing, lead: mine.some((s) => s.text.startsWith(page.lead.slice(0, 40))) };
}

export const wholePageCases: Array<Case<ModelEnv>> = [
  {
    name: 'whole page: "Summarize this page" on a 6,700-word guide sends the model every section and the lead, in reading order',
    async run(env) {
      env.llm.reset();
      await useOpenAiBackend(env);
      env.llm.set({ chunks: ['Tide pools hold anemones, sea stars and crabs [2][5].'] });
      await withLongPages(env, ['long-tide-pools'], async () => {
        await env.drive.askModel('Summarize this page');
        const sources = sentSources(env);
        const { share, missing, lead } = sectionsSent(sources, 'long-tide-pools');
        assert.equal(share, 1, `sections missing from the request: ${missing.join(', ')}`);
        assert.ok(lead, 'the lead paragraph was not sent');
        assert.equal(sources[0]!.id, 1);
        assert.ok(sources[0]!.text.startsWith(topic('long-tide-pools').lead.slice(0, 40)), 'source [1] is not the lead');
        // Reading order: the sections come in the page's order.
        const order = topic('long-tide-pools').sections.map((s) => sources.findIndex((x) => x.section.includes(s.heading)));
        assert.deepEqual(order, [...order].sort((a, b) => a - b));
        // The panel numbers sources in the order the answer first cites them (the prompt's [2] and [5]
        // show as 1 and 2), then the rest in the prompt's order: the lead, the prompt's [1], is 3.
        // "What the model saw" lists every passage sent, numbered so, the tab named once (N11).
        const saw = env.drive.lastTurn().locator('[data-testid="model-saw"]');
        await saw.locator('summary').click();
        assert.equal(await saw.locator('[data-testid="model-saw-tab"]').count(), 1);
        assert.equal(await saw.locator('[data-testid="model-saw-sent"]').count(), sources.length);
        assert.doesNotMatch((await saw.locator('[data-testid="model-saw-sent"][data-source-index="1"]').textContent()) ?? '', /Tide pools are small worlds/);
        assert.match((await saw.locator('[data-testid="model-saw-sent"][data-source-index="3"]').textContent()) ?? '', /Tide pools are small worlds/);
        assert.doesNotMatch((await saw.textContent()) ?? '', /token/i);
      });
    },
  },
  {
    name: 'whole page: a French question ("Résume cette page") is a whole-page question: every section reaches the model',
    async run(env) {
      env.llm.reset();
      await useOpenAiBackend(env);
      env.llm.set({ chunks: ['Le guide couvre le cadre, les roues et les freins [1][3].'] });
      await withLongPages(env, ['long-bicycle'], async () => {
        await env.drive.askModel('Résume cette page');
        const { share, missing, lead } = sectionsSent(sentSources(env), 'long-bicycle');
        assert.equal(share, 1, `sections missing from the request: ${missing.join(', ')}`);
        assert.ok(lead, 'the lead paragraph was not sent');
      });
    },
  },
  {
    name: 'whole page: "Summarize these tabs" over three long guides gives each its share: its lead and most of its sections',
    async run(env) {
      env.llm.reset();
      await useOpenAiBackend(env);
      env.llm.set({ chunks: ['Three guides: tide pools [1], bicycles [20] and lighthouses [40].'] });
      const files = ['long-tide-pools', 'long-bicycle', 'long-lighthouses'];
      await withLongPages(env, files, async () => {
        await env.drive.askModel('Summarize these tabs');
        const sources = sentSources(env);
        for (const file of files) {
          const { share, missing, lead } = sectionsSent(sources, file);
          assert.ok(share >= 0.6, `${file}: ${Math.round(share * 100)}% of its sections (missing ${missing.join(', ')})`);
          assert.ok(lead, `${file}: its lead was not sent`);
        }
        // Grouped by tab, in reading order within each.
        const titles = sources.map((s) => s.title);
        const runs = titles.filter((t, i) => i === 0 || t !== titles[i - 1]);
        assert.equal(runs.length, 3, `tabs interleaved: ${runs.join(' | ')}`);
      });
    },
  },
  {
    name: 'whole page: "Summarize these tabs" over six tabs with a 4,096-token window is one request, every tab in it (R5)',
    async run(env) {
      env.llm.reset();
      await env.panel.evaluate(
        (baseUrl) =>
          chrome.storage.local.set({ 'backend-settings': { backend: 'openai', openai: { baseUrl, model: 'test-model', apiKey: '', contextWindow: 4096 } } }),
        env.llm.baseUrl,
      );
      // A summary that restates each tab's first passage, citing it, as a model would.
      env.llm.set({
        reply: (body) => {
          const user = (body as { messages: Array<{ role: string; content: string }> }).messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
          const firsts = promptSources(user).filter((s, i, all) => all.findIndex((o) => o.title === s.title) === i);
          return firsts.map((s) => `- ${/^.*?[.!?](?=\s|$)/u.exec(s.text.trim())?.[0].slice(0, -1) ?? s.text.slice(0, 80)} [${s.id}].\n`);
        },
      });
      const files = ['long-tide-pools', 'long-bicycle', 'long-lighthouses'];
      await withLongPages(env, files, async (ids) => {
        await env.drive.chooseTabs([env.ids.laptop, env.ids.bees, env.ids.etna, ...ids]);
        const started = performance.now();
        await env.drive.askModel('Summarize these tabs');
        const seconds = (performance.now() - started) / 1000;
        assert.equal(env.llm.requests.filter((r) => r.url === '/v1/chat/completions').length, 1, 'one model call for the six tabs');
        assert.equal(await env.drive.lastTurn().getAttribute('data-status'), 'done');
        const titles = new Set(sentSources(env).map((s) => s.title));
        assert.equal(titles.size, 6, [...titles].join(' | '));
        assert.equal(await env.drive.byTestId('answer').getAttribute('data-verdict'), 'supported');
        console.log(`      six tabs summarised in one request, ${seconds.toFixed(1)} s from Enter to done`);
        await env.panel.setViewportSize({ width: 400, height: 800 });
        await env.panel.screenshot({ path: join(SCREENSHOTS, 'issue-31-six-tabs-one-request-400x800-light.png') });
      });
      await useOpenAiBackend(env);
    },
  },
  {
    name: 'whole page far beyond the window: read in parts with progress in the panel, and Stop ends it between parts',
    async run(env) {
      env.llm.reset();
      // A 1,024-token window: the 6,700-word guide is many windows long.
      await env.panel.evaluate(
        (baseUrl) =>
          chrome.storage.local.set({ 'backend-settings': { backend: 'openai', openai: { baseUrl, model: 'test-model', apiKey: '', contextWindow: 1024 } } }),
        env.llm.baseUrl,
      );
      env.llm.set({ chunks: ['- The part says this [1].', ' ', '- And that [2].'], delayMs: 400 });
      await withLongPages(env, ['long-tide-pools'], async () => {
        await env.drive.askModel('Summarize this page', { wait: false });
        const status = env.drive.lastTurn().locator('[data-testid="answer-status"]');
        // "part 1 of 5", or with the server's speed measured: "in 5 parts, about 40 seconds in all: part 1".
        const partsOf = (text: string) => /part 1 of (\d+)|in (\d+) parts.*part 1…/u.exec(text);
        await eventually(async () => assert.ok(partsOf((await status.textContent()) ?? ''), (await status.textContent()) ?? ''), 15_000);
        const match = partsOf((await status.textContent()) ?? '')!;
        const parts = Number(match[1] ?? match[2]);
        assert.ok(parts >= 2, `${parts} parts`);
        await eventually(async () => assert.match((await status.textContent()) ?? '', /part 2 of|part 2…/), 15_000);
        // Each condensing request carries one part's sources, numbered as the panel numbers them.
        const first = env.llm.requests[0]!.body as { messages: Array<{ role: string; content: string }> };
        assert.match(first.messages[0]!.content, /take notes/);
        await env.drive.click(env.drive.lastTurn().locator('[data-testid="stop"]'));
        await env.drive.waitForLastTurn(['stopped']);
        const asked = env.llm.requests.length;
        await new Promise((r) => setTimeout(r, 1_500));
        assert.equal(env.llm.requests.length, asked, 'a part was still sent after Stop');
        assert.ok(asked < parts + 1, `all ${parts + 1} steps ran despite Stop`);
      });
      await useOpenAiBackend(env);
    },
  },
  {
    name: 'nothing matches: the passages say so in words and show how the tab begins',
    async run(env) {
      await env.panel.evaluate(() => chrome.storage.local.set({ 'backend-settings': { backend: 'passages', openai: { baseUrl: '', model: '', apiKey: '', contextWindow: 4096 } } }));
      await eventually(async () => assert.equal(await env.drive.byTestId('passages-only').getAttribute('data-reason'), 'chosen'));
      await env.drive.chooseTabs([env.ids.laptop]);
      await env.drive.ask('What is the capital of Australia?');
      assert.match(
        (await env.drive.byTestId('answer').locator('.headline').textContent()) ?? '',
        /^Nothing in this tab mentions “What is the capital of Australia”; here is how it begins\.$/,
      );
      assert.match((await env.drive.source(1).textContent()) ?? '', /Aerolite 14/);
      await useOpenAiBackend(env);
    },
  },
  {
    name: 'own words: a weak ranking is searched again with the model\'s search terms, in the pages\' language (only the questions are sent for them), shown in What the model saw',
    async run(env) {
      env.llm.reset();
      await useOpenAiBackend(env);
      // The test server answers every request alike: the rewrite request gets these words, and so does the answer.
      env.llm.set({ chunks: ['sturdy shoes boots grip wet rocks'] });
      await withLongPages(env, ['long-tide-pools', 'long-bicycle', 'long-lighthouses'], async () => {
        await env.drive.askModel('What should I bring so my feet stay safe on slippery stones?');
        const bodies = env.llm.requests.map((r) => r.body as { messages: Array<{ role: string; content: string }> });
        const rewrite = bodies.findIndex((b) => b.messages[0]!.content.startsWith('You turn a question into a search query'));
        assert.ok(rewrite >= 0, 'no rewrite was asked for');
        assert.equal(bodies[rewrite]!.messages.at(-1)!.content, 'Question: What should I bring so my feet stay safe on slippery stones?');
        // The worker read the tabs' language from their text: the search words are asked for in it.
        assert.match(bodies[rewrite]!.messages[0]!.content, /The pages are written in English: write the keywords in that language/);
        assert.doesNotMatch(JSON.stringify(bodies[rewrite]), /<source/);
        assert.ok(bodies.slice(rewrite + 1).some((b) => promptSources(b.messages.at(-1)!.content)[0]?.id === 1), 'no answer request after the rewrite');
        const saw = env.drive.lastTurn().locator('[data-testid="model-saw"]');
        await saw.locator('summary').click();
        assert.match((await saw.locator('[data-testid="model-saw-rewrite"]').textContent()) ?? '', /sturdy shoes boots grip wet rocks/);
        // A follow-up in German over English pages: searched again in English words, with what it follows.
        const asked = env.llm.requests.length;
        await env.drive.askModel('Und was lasse ich besser zu Hause?');
        const later = env.llm.requests.slice(asked).map((r) => r.body as { messages: Array<{ role: string; content: string }> });
        const again = later.find((b) => b.messages[0]!.content.startsWith('You turn a question into a search query'));
        assert.ok(again, 'no rewrite for a question asked in another language than the pages');
        assert.equal(
          again.messages.at(-1)!.content,
          'Earlier question: What should I bring so my feet stay safe on slippery stones?\nQuestion: Und was lasse ich besser zu Hause?',
        );
      });
    },
  },
];
