/**
 * Summaries: how many model calls and how long one summary takes, before issue 31 and now, side by
 * side, through the product's path (selectForQuestion, then the answer flow: one prompt, or the
 * parts plan and answerInParts) with a model double of fixed speed at the LanguageModel port.
 * It measures the plan (calls, tokens read, time at that speed), not the quality of a summary.
 *   npm run bench:summaries -- --json .bench/summaries.json [--windows 4096,8192]
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { JSDOM, VirtualConsole } from 'jsdom';
import { answerInParts } from '../src/answering/answer-in-parts';
import { planParts } from '../src/answering/plan-parts';
import { sourceCapForSpeed } from '../src/answering/prompt-wait';
import { streamAnswer } from '../src/answering/stream-answer';
import type { Article } from '../src/pipeline/extract/article';
import { extractArticle } from '../src/pipeline/extract/extract-article';
import { sourceBudgetFor } from '../src/pipeline/prompt/source-budget';
import { estimateTokens } from '../src/pipeline/tokens/estimate-tokens';
import type { Passage } from '../src/pipeline/select/passage';
import { selectForQuestion } from '../src/pipeline/select/select-for-question';
import { indexArticles } from './retrieval/product-pipeline';
import { partsBefore } from './summaries/before-issue-31';
import { FixedSpeedModel } from './summaries/fixed-speed-model';

const { values } = parseArgs({ options: { json: { type: 'string' }, windows: { type: 'string', default: '4096,8192' } } });
const PAGES = join(import.meta.dirname, '../tests/e2e/pages');
const quiet = new VirtualConsole();
function load(file: string): Article {
  const url = `https://bench.local/${file}`;
  const dom = new JSDOM(readFileSync(join(PAGES, file), 'utf8'), { url, virtualConsole: quiet });
  try {
    return extractArticle(dom.window.document, url);
  } finally {
    dom.window.close();
  }
}
const page = Object.fromEntries(
  ['laptop-review', 'zenbook-review', 'etna', 'honey-bees', 'long-tide-pools', 'long-bicycle', 'long-lighthouses'].map((f) => [f, load(`${f}.html`)]),
);
const guides = [page['long-tide-pools']!, page['long-bicycle']!, page['long-lighthouses']!];
// One page far beyond the window: the three guides as one long page (about 20,000 words).
const veryLong: Article = { ...guides[0]!, url: 'https://bench.local/very-long', title: 'Three guides on one page', blocks: guides.flatMap((g) => g.blocks), text: guides.map((g) => g.text).join('\n\n') };

const SCENARIOS: Array<{ name: string; question: string; articles: Article[] }> = [
  { name: 'six tabs (two laptop reviews, Etna, three long guides)', question: 'Summarize these tabs', articles: [page['laptop-review']!, page['zenbook-review']!, page.etna!, ...guides] },
  { name: 'three long guides', question: 'Summarize these tabs', articles: guides },
  { name: 'four short pages', question: 'Summarize these tabs', articles: [page['laptop-review']!, page['zenbook-review']!, page.etna!, page['honey-bees']!] },
  { name: 'one long guide', question: 'Summarize this page', articles: [guides[0]!] },
  { name: 'one page far beyond the window (20,000 words)', question: 'Summarize this page', articles: [veryLong] },
];
const ENGINES = [
  { name: 'server, fast (3,000 / 60 tok/s)', read: 3000, write: 60, measured: true },
  { name: 'server, speed not measured yet (3,000 / 60 tok/s)', read: 3000, write: 60, measured: false },
  { name: 'server on a processor (150 / 12 tok/s)', read: 150, write: 12, measured: true },
  { name: 'processor engine (40 / 8 tok/s)', read: 40, write: 8, measured: true },
];
const windows = values.windows.split(',').map(Number);

interface Run {
  calls: number;
  seconds: number;
  promptTokens: number;
  /** Said before the reading in parts starts (plan-parts.ts), now only. */
  estimate?: number;
}

async function summarise(articles: Article[], question: string, window: number, engine: (typeof ENGINES)[number], rule: 'before' | 'now'): Promise<Run> {
  const tabs = indexArticles(articles);
  const budget = sourceBudgetFor({ contextWindow: window, question, countTokens: estimateTokens });
  const found = selectForQuestion(tabs, question, { budget });
  const model = new FixedSpeedModel(window, engine.read, engine.write, engine.measured);
  let parts: Passage[][] | undefined;
  let estimate: number | undefined;
  if (rule === 'before') {
    parts = partsBefore(tabs.map((t) => ({ source: t.source, chunks: t.index.chunks })), budget, model.prefillTokS);
  } else {
    const plan = found.parts ? planParts(found.parts, model) : undefined;
    parts = plan?.parts;
    estimate = plan?.seconds;
  }
  if (parts) await answerInParts({ model, question, parts });
  else await streamAnswer({ model, question, passages: found.passages, sourceTokenCap: sourceCapForSpeed(model.prefillTokS) });
  return { calls: model.calls, seconds: model.seconds, promptTokens: model.promptTokens, ...(estimate !== undefined ? { estimate } : {}) };
}

const rows = [];
console.log('Summaries: model calls and time per summary at a fixed speed, before issue 31 → now (the plan, not summary quality)');
console.log('| scope | window | engine (read / write) | calls | seconds | prompt tokens | said before the parts |');
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
for (const scenario of SCENARIOS) {
  for (const window of windows) {
    for (const engine of ENGINES) {
      const before = await summarise(scenario.articles, scenario.question, window, engine, 'before');
      const now = await summarise(scenario.articles, scenario.question, window, engine, 'now');
      rows.push({ scope: scenario.name, question: scenario.question, window, engine: engine.name, before, now });
      const said = now.estimate !== undefined ? `about ${Math.round(now.estimate)} s` : '—';
      console.log(`| ${scenario.name} | ${window} | ${engine.name} | ${before.calls} → ${now.calls} | ${before.seconds.toFixed(0)} → ${now.seconds.toFixed(0)} | ${before.promptTokens} → ${now.promptTokens} | ${said} |`);
    }
  }
}
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify({ measures: 'model calls, prompt tokens and simulated seconds per summary (FixedSpeedModel), not quality', rows }, null, 2)}\n`);
  console.log(`\nwrote ${values.json}`);
}
