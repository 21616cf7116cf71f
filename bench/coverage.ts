/**
 * Whole-page questions: how much of each page reaches the model. Over single pages and pools of
 * pages of a question set, with whole-page questions in ten languages, through the worker's path
 * (selectForQuestion with the budget a model window leaves, then the prompt for that window), next
 * to the selection before issue 11 and a random selection of the same size.
 *   npm run bench:coverage -- --set ../shared/data/qa/squad-v1.1-dev [--window 4096] [--pools 2,3,6,12] [--per-size 8] --json .bench/coverage.json
 * Pools of three long real pages of an extraction set, the worst tab of each:
 *   npm run bench:coverage -- --pages ../shared/data/extraction/wcxb-dev [--window 4096] [--min-words 2000] [--min-sections 6] [--max-pools 40] --json .bench/coverage-wcxb.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { describeProblems, loadArticles } from './retrieval/load-articles';
import { loadQaSet } from './retrieval/qa-set';
import { classification, runCoverage, SELECTIONS, summarise } from './coverage/run-coverage';
import { loadExtractionPages } from './coverage/load-extraction-pages';
import { runLongPools } from './coverage/long-pools';

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    window: { type: 'string', default: '4096' },
    pools: { type: 'string', default: '2,3,6,12' },
    'per-size': { type: 'string', default: '8' },
    limit: { type: 'string' },
    json: { type: 'string' },
    pages: { type: 'string' },
    'min-words': { type: 'string', default: '2000' },
    'min-sections': { type: 'string', default: '6' },
    'max-pools': { type: 'string', default: '40' },
  },
});
if (values.pages) {
  runPagePools(values.pages);
  process.exit(0);
}
if (!values.set) {
  console.error('usage: npm run bench:coverage -- --set <qa dir> [--window 4096] [--pools 2,3,6,12] [--per-size 8] [--limit N docs] --json <file>');
  process.exit(2);
}
const window = Number(values.window);
const pools = values.pools.split(',').map(Number);
if (!(window >= 512) || pools.some((p) => !(p >= 2))) {
  console.error('--window must be at least 512 and --pools sizes at least 2');
  process.exit(2);
}
const set = loadQaSet(values.set);
if (values.limit) set.docs = set.docs.slice(0, Number(values.limit));
const { articles, problems } = loadArticles(set);
for (const line of describeProblems(problems)) console.warn(line);

const classified = classification();
const results = runCoverage(set, articles, { window, pools, poolsPerSize: Number(values['per-size']), longWords: [5000, 7000] });
const rows = summarise(results);

const pct = (x: number) => `${Math.round(x * 100)}%`;
console.log(`${set.name}: ${set.docs.length} pages, window ${window} tokens; ask-tabs / before issue 19 (a block per passage) / before issue 11 / random of the same size`);
console.log('| scopes | n | sections | worst tab sections | lead | evidence held | worst tab share (1 = fair) | fit the budget | sent whole | in parts |');
console.log('| --- | ---: | --- | --- | --- | --- | --- | ---: | --- | ---: |');
for (const r of rows) {
  const cell = (f: (s: (typeof r)['ask-tabs']) => string) => SELECTIONS.map((s) => f(r[s])).join(' / ');
  console.log(
    `| ${r.group} | ${r.scopes} | ${cell((s) => pct(s.sections))} | ${cell((s) => pct(s.worstTabSections))} | ${cell((s) => pct(s.lead))} | ${cell((s) => pct(s.evidence))} | ${cell((s) => s.worstShare.toFixed(2))} | ${r.fits} | ${cell((s) => String(s.whole))} | ${r.parts} |`,
  );
}
// Issue 19, item 7: each tab of three long pages ≥ 70% of its sections; every pool's worst tab, not only the mean.
const longPools = results.filter((r) => r.group === 'pool of 3, long');
if (longPools.length > 0) {
  console.log('\npools of three long pages, the worst tab of each (ask-tabs): its sections sent');
  for (const r of longPools) {
    const tabs = r.tabs['ask-tabs'];
    const worst = tabs.reduce((w, t, i) => (t.sections < tabs[w]!.sections ? i : w), 0);
    const tab = tabs[worst]!;
    console.log(`- ${r.docs.join(' + ')}: ${r.docs[worst]} ${Math.round(tab.sections * tab.sectionCount)}/${tab.sectionCount} (${pct(tab.sections)}), “${r.question}”`);
  }
}
console.log('\nwhole-page phrasings classified right:');
console.log(classified.map((c) => `${c.language} ${c.right}/${c.total}${c.wrong.length ? ` (wrong: ${c.wrong.join(' | ')})` : ''}`).join(', '));
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify({ set: set.name, window, problems, classification: classified, summary: rows, scopes: results }, null, 2)}\n`);
}

/** The worst tab of each pool of three long real pages (issue 19: each tab ≥ 70% of its sections). */
function runPagePools(dir: string): void {
  const window = Number(values.window);
  const rule = { minWords: Number(values['min-words']), minSections: Number(values['min-sections']) };
  const { ids, articles, skipped } = loadExtractionPages(dir, { headings: rule.minSections, words: rule.minWords });
  const pools = runLongPools(ids, articles, window, rule, Number(values['max-pools']));
  const name = dir.replace(/\/+$/u, '').split('/').pop();
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  console.log(`${name}: ${articles.length} candidate pages read (${skipped} skipped), pools of three pages of ≥ ${rule.minWords} words and ≥ ${rule.minSections} sections, window ${window} tokens`);
  console.log('| pool | sections per tab | worst tab: ask-tabs / before issue 19 / before issue 11 / random |');
  console.log('| --- | --- | --- |');
  pools.forEach((p, k) => console.log(`| ${k + 1} | ${p.sectionCounts.join(', ')} | ${SELECTIONS.map((s) => pct(p.worst[s])).join(' / ')} |`));
  console.log(`\n${pools.length} pools, the worst tab of each: its sections sent`);
  console.log('| selection | min | median | pools with worst tab ≥ 70% |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const selection of SELECTIONS) {
    const worst = pools.map((p) => p.worst[selection]).sort((a, b) => a - b);
    const median = worst.length ? (worst[(worst.length - 1) >> 1]! + worst[worst.length >> 1]!) / 2 : NaN;
    console.log(`| ${selection} | ${pct(worst[0] ?? NaN)} | ${pct(median)} | ${worst.filter((w) => w >= 0.7).length} of ${pools.length} |`);
  }
  if (values.json) {
    mkdirSync(dirname(values.json), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify({ set: name, window, rule, skipped, pools }, null, 2)}\n`);
  }
}
