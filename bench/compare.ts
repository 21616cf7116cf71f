/**
 * Comparison benchmark: questions that compare 2–3 real pages (over the wcxb-dev extraction set)
 * with 3–4 unrelated pages open beside them, through the worker's `selectForQuestion`. Per budget
 * (real Qwen tokens of the passages' text, as bench:retrieval): the share of questions where every
 * compared page's answering fact is in a sent passage, and how many passages from unrelated pages
 * come along. Every case counts: one whose answer is not in the product's extracted text is a miss,
 * counted apart as well ("not in text"), never dropped.
 *   npm run bench:compare -- --data ../shared/data/extraction/wcxb-dev --json .bench/compare.json
 *   npm run bench:compare -- --data ../shared/data/extraction/wcxb-dev --questions ../shared/data/qa/compare-peer/cases.jsonl --split dev
 * Where each compared page's answering passage sits in that tab's order (its rank among the tab's
 * passages, the tokens spent before it) is read from one deep selection (--rank-budget tokens, so
 * every tab's order runs long): a measure that keeps moving where "every side found" saturates.
 * Options: --budgets 400,600,1000,2000  --rank-budget 16000  --questions bench/compare/questions.json or a cases.jsonl  --split dev|test
 *   --cache .bench/pages (keep what was read: for iterating on ranking, not for reported figures)
 *   --only c01,c02 (a look at some)
 *   --distractors K [--seed 1]: each question also asked K more times, its unrelated tabs replaced by as
 *     many pages drawn from the set (compare/draw-distractors.ts); a second table over those draws, with
 *     the share of draws whose comparison took exactly the compared pages; never a page compared by a
 *     held-out case of --held-out (default ../shared/data/qa/compare-peer/cases.jsonl)
 *   --model-url http://127.0.0.1:8080/v1 --model <name> (any OpenAI-compatible server): each question is first
 *     selected at the shown budget as the panel would; where `wantsRewrite` says so the model's search words
 *     are asked for (bench/rewrite/select-with-rewrite.ts) and used at every budget; printed and kept in the JSON
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { chunkArticle } from '../src/pipeline/chunk/chunk-article';
import { createTabIndex } from '../src/pipeline/rank/tab-index';
import { textCost } from '../src/pipeline/select/passage-cost';
import { summariseRanks } from './compare/answer-rank';
import { askComparison, type AskSetup, type BenchTab, scopeOf } from './compare/ask-comparison';
import { budgetLosses } from './compare/budget-losses';
import { type DrawRow, drawTable, failingDraws, missCauseLine, summariseDraws } from './compare/distractor-report';
import { loadPages } from './compare/load-pages';
import { planDraws } from './compare/plan-draws';
import { readQuestions } from './compare/read-questions';
import { median } from './compare/score-comparison';
import { createQwenCounter, TOKENIZER_NAME } from './retrieval/qwen-tokens';
import { serverModel } from './rewrite/server-model';
import { selectWithRewrite } from './rewrite/select-with-rewrite';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    questions: { type: 'string', default: 'bench/compare/questions.json' },
    budgets: { type: 'string', default: '400,600,1000,2000' },
    'rank-budget': { type: 'string', default: '16000' },
    json: { type: 'string' },
    only: { type: 'string' },
    split: { type: 'string' },
    cache: { type: 'string' },
    distractors: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    'held-out': { type: 'string', default: '../shared/data/qa/compare-peer/cases.jsonl' },
    'model-url': { type: 'string' },
    model: { type: 'string', default: '' },
    'rewrite-timeout-ms': { type: 'string' },
  },
});
if (!values.data) {
  console.error('usage: npm run bench:compare -- --data <wcxb-dev or scrapinghub folder> [--budgets 1000,2000] [--questions file] --json <file>');
  process.exit(2);
}
const budgets = values.budgets.split(',').map(Number);
const rankBudget = Number(values['rank-budget']);
const only = values.only?.split(',');
const questions = readQuestions(values.questions).filter((q) => (!only || only.includes(q.id)) && (!values.split || q.split === values.split));
// --distractors K: each question again K times, its unrelated tabs drawn from the set's other pages
// (draw-distractors.ts); never a page a held-out case compares, nor one of the question's group.
const k = Number(values.distractors);
const seed = Number(values.seed);
const drawn = k > 0 ? planDraws({ data: values.data, questionsPath: values.questions, heldOutCases: values['held-out'], questions, k, seed }) : new Map<string, string[][]>();
const ids = questions.flatMap((q) => [...q.compared.map((c) => c.page), ...q.unrelated, ...(drawn.get(q.id) ?? []).flat()]);
const pages = loadPages(values.data, ids, values.cache);
const tabs = new Map<string, BenchTab>();
[...pages].forEach(([id, { article, profile }], i) => {
  tabs.set(id, {
    source: { tabId: i + 1, url: article.url, title: article.title, site: article.site },
    index: createTabIndex(chunkArticle(article), article.title),
    profile,
  });
});
const shown = Math.max(0, budgets.indexOf(1000));
const cost = textCost(createQwenCounter());
const model = values['model-url'] ? serverModel({ baseUrl: values['model-url'], model: values.model }) : undefined;
const rewrites = new Map<string, string>();
if (model) {
  const timeout = values['rewrite-timeout-ms'] ? Number(values['rewrite-timeout-ms']) : undefined;
  for (const q of questions) {
    const { rewrite } = await selectWithRewrite(scopeOf(q, tabs), q.question, { budget: budgets[shown]!, cost, fillBudget: true }, model, timeout);
    if (rewrite) rewrites.set(q.id, rewrite);
  }
  console.log(`model ${values.model} at ${values['model-url']}: search words asked for and used for ${rewrites.size} of ${questions.length} questions`);
  for (const [id, words] of rewrites) console.log(`${id}: ${JSON.stringify(words)}`);
}
const setup: AskSetup = { tabs, pageOf: new Map([...tabs].map(([id, t]) => [t.source.tabId, id])), budgets, rankBudget, cost, shown, rewrites };
const rows = questions.map((q) => askComparison(q, setup));

// Every case counts: a case whose answer the extracted text does not hold cannot be found, so its
// side is a miss (scoreComparison checks the sent text); `inText` is the same share over the others.
const inText = rows.filter((r) => r.broken.length === 0);
const share = (n: number, d: number) => n / Math.max(1, d);
const finite = (n: number) => (Number.isFinite(n) ? n : null);
const sideRanks = rows.flatMap((r) => r.ranks);
const found = sideRanks.filter((r) => r.tokensBefore !== null);
const needed = rows.map((r) => r.tab_tokens_needed);
const ranking = {
  rank_budget: rankBudget,
  sides: sideRanks.length,
  ...summariseRanks(sideRanks.map((r) => r.rank)),
  tokens_before_median: median(found.map((r) => r.tokensBefore!)),
  tokens_before_mean: share(found.reduce((n, r) => n + r.tokensBefore!, 0), found.length),
  tab_tokens_needed_median: finite(median(needed.map((b) => b ?? Number.POSITIVE_INFINITY))),
  never_every_side: needed.filter((b) => b === null).length,
};
const summary = budgets.map((budget, b) => {
  const at = rows.map((r) => r.byBudget[b]!);
  const sides = at.reduce((n, s) => n + s.found.length + s.missed.length, 0);
  return {
    budget,
    questions: at.length,
    not_in_text: rows.length - inText.length,
    every_side_found: share(at.filter((s) => s.everySide).length, at.length),
    every_side_found_in_text: share(inText.filter((r) => r.byBudget[b]!.everySide).length, inText.length),
    sides_found: share(at.reduce((n, s) => n + s.found.length, 0), sides),
    unrelated_median: median(at.map((s) => s.unrelated)),
    unrelated_mean: share(at.reduce((n, s) => n + s.unrelated, 0), at.length),
    comparison_intent: share(rows.filter((r) => r.classified === 'comparison').length, at.length),
    answered_as_comparison: share(at.filter((s) => s.intent === 'comparison').length, at.length),
  };
});

console.log(`${rows.length} comparison questions${values.split ? ` (split ${values.split})` : ''}, ${rows.length - inText.length} with an answer the extracted text does not hold (counted as misses), tokens by ${TOKENIZER_NAME}`);
console.log('| budget | questions | every side found | of those in text | sides found | unrelated passages (median) | unrelated (mean) | read as comparison | answered as comparison |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const s of summary) {
  console.log(
    `| ${s.budget} | ${s.questions} | ${s.every_side_found.toFixed(3)} | ${s.every_side_found_in_text.toFixed(3)} (${s.questions - s.not_in_text}) | ${s.sides_found.toFixed(3)} | ${s.unrelated_median} | ${s.unrelated_mean.toFixed(2)} | ${s.comparison_intent.toFixed(2)} | ${s.answered_as_comparison.toFixed(2)} |`,
  );
}
console.log(
  `answering passage in its tab's order (selection of ${rankBudget} tokens, ${ranking.sides} sides): mean reciprocal rank ${ranking.mrr.toFixed(3)}, first in its tab ${ranking.at_rank_1.toFixed(3)}, median rank ${ranking.median_rank ?? '-'}, ${ranking.missing} never sent; tokens of its tab before it median ${ranking.tokens_before_median} (mean ${ranking.tokens_before_mean.toFixed(0)}); tokens the neediest tab spends to reach its answer, median ${ranking.tab_tokens_needed_median ?? '-'} (${ranking.never_every_side} cases never)`,
);
console.log(missCauseLine(rows, budgets[shown]!));
const losses = (set: ReturnType<typeof budgetLosses>) => `${set.sides} sides in ${set.questions} questions`;
console.log(`found at a budget, lost at a larger one (original tabs): ${losses(budgetLosses(rows))}`);
console.log(`compared tabs exact (original tabs): ${(rows.filter((r) => r.exact).length / Math.max(1, rows.length)).toFixed(3)} (${rows.filter((r) => r.exact).length} of ${rows.length})`);
for (const r of rows) {
  const ranks = r.ranks.map((s) => `${s.page}#${s.rank ?? '-'}(+${s.tokensBefore ?? '-'})`).join(' ');
  if (r.broken.length) console.log(`${r.id}: answer not in the extracted text of ${r.broken.join(', ')} (a miss)`);
  const first = r.byBudget[shown]!;
  if (!first.everySide || first.unrelated > 0 || r.ranks.some((s) => s.rank !== 1)) console.log(`${r.id} @${first.budget} (${first.intent}): missed ${first.missed.join(', ') || '-'}, unrelated ${first.unrelated}, ranks ${ranks}, neediest tab ${r.tab_tokens_needed ?? '-'} tokens — ${r.question}`);
}
// The drawn tab sets: each question again with its unrelated tabs replaced by each draw's pages.
const draws: DrawRow[] = questions.flatMap((q) => (drawn.get(q.id) ?? []).map((distractors, draw) => ({ draw: draw + 1, distractors, row: askComparison({ ...q, unrelated: distractors }, setup) })));
const originals = new Map(rows.map((r) => [r.id, r]));
const drawSummary = k > 0 ? summariseDraws(draws, originals, budgets) : undefined;
if (drawSummary) {
  console.log(drawTable(drawSummary, draws, budgets[shown]!, k, seed).join('\n'));
  console.log(`found at a budget, lost at a larger one (drawn tabs): ${losses(budgetLosses(draws.map((d) => d.row)))}`);
  // Which pages a draw opened, by title: the development split only (a held-out case's draws stay unread).
  if (values.split !== 'test') console.log(failingDraws(draws, originals, (p) => tabs.get(p)!.source.title, shown).join('\n'));
}
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  const distracted = drawSummary ? { distractors: { k, seed, summary: drawSummary, draws: draws.map((d) => ({ draw: d.draw, distractors: d.distractors, ...d.row })) } } : {};
  writeFileSync(values.json, `${JSON.stringify({ tokenizer: TOKENIZER_NAME, summary, ranking, questions: rows, ...distracted, ...(model ? { model: { url: values['model-url'], name: values.model, rewrites: Object.fromEntries(rewrites) } } : {}) }, null, 2)}\n`);
}
