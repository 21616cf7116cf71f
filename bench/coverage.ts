/**
 * Whole-page questions: how much of each page reaches the model. Over single pages and pools of
 * pages of a question set, with whole-page questions in ten languages, through the worker's path
 * (selectForQuestion with the budget a model window leaves, then the prompt for that window), next
 * to the selection before issue 11 and a random selection of the same size.
 *   npm run bench:coverage -- --set ../shared/data/qa/squad-v1.1-dev [--window 4096] [--pools 2,3,6,12] [--per-size 8] --json .bench/coverage.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { describeProblems, loadArticles } from './retrieval/load-articles';
import { loadQaSet } from './retrieval/qa-set';
import { classification, runCoverage, SELECTIONS, summarise } from './coverage/run-coverage';

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    window: { type: 'string', default: '4096' },
    pools: { type: 'string', default: '2,3,6,12' },
    'per-size': { type: 'string', default: '8' },
    limit: { type: 'string' },
    json: { type: 'string' },
  },
});
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
console.log(`${set.name}: ${set.docs.length} pages, window ${window} tokens; ask-tabs / before issue 11 / random of the same size`);
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
