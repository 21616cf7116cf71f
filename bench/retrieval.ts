/**
 * Retrieval benchmark: the product's extract → chunk → rank → select path against the Codexity
 * baseline, on a question set in the format of ../shared/data/qa/*.
 *   npm run bench:retrieval -- --set ../shared/data/qa/squad-v1.1-dev --json .bench/retrieval-v1.json
 * Options: --budgets 250,500,1000,2000,4000  --pool 12  --limit N (first N questions, for a quick look)
 *   --skip N: leave out the first N questions (before --limit), so a set's halves run apart: tune on
 *   `--limit 75`, confirm on `--skip 75`.
 *   --as-pdf: also each page printed to PDF by Chromium (one column, two columns) and read through the
 *   product's PDF path (bench/pdf/load-pdf-articles.ts); ask-tabs on those, beside its HTML figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { loadPdfArticles } from './pdf/load-pdf-articles';
import { describeProblems, loadArticles } from './retrieval/load-articles';
import { retrievalTable } from './retrieval/print-table';
import { loadQaSet } from './retrieval/qa-set';
import { createQwenCounter, TOKENIZER_NAME } from './retrieval/qwen-tokens';
import { runBenchmark } from './retrieval/run-benchmark';

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    budgets: { type: 'string', default: '250,500,1000,2000,4000' },
    pool: { type: 'string', default: '12' },
    json: { type: 'string' },
    limit: { type: 'string' },
    skip: { type: 'string' },
    'as-pdf': { type: 'boolean', default: false },
  },
});
if (!values.set) {
  console.error('usage: npm run bench:retrieval -- --set <dir> [--budgets 250,500,1000,2000,4000] [--pool 12] --json <file>');
  process.exit(2);
}
const budgets = values.budgets.split(',').map(Number);
const pool = Number(values.pool);
if (budgets.some((b) => !Number.isFinite(b) || b <= 0) || !(pool >= 1)) {
  console.error('--budgets must be positive numbers and --pool at least 1');
  process.exit(2);
}

const started = performance.now();
const set = loadQaSet(values.set);
if (values.skip) set.questions = set.questions.slice(Number(values.skip));
if (values.limit) set.questions = set.questions.slice(0, Number(values.limit));
const { articles, problems } = loadArticles(set);
for (const line of describeProblems(problems)) console.warn(line);
const countTokens = createQwenCounter();
const prepared = performance.now();
const pipelines = runBenchmark(set, articles, { pool, budgets, countTokens });
if (values['as-pdf']) {
  for (const layout of ['single', 'two-column'] as const) {
    const pdf = await loadPdfArticles(set, layout, '.bench/pdf-cache');
    const scores = runBenchmark(set, pdf.articles, { pool, budgets, countTokens, pipelines: ['ask-tabs'] });
    pipelines[`ask-tabs pdf ${layout} (${pdf.pages} pages)`] = scores['ask-tabs']!;
  }
}
const result = { set: set.name, questions: set.questions.length, pool, tokenizer: TOKENIZER_NAME, problems, pipelines };

console.log(`${set.name}: ${set.questions.length} questions (${set.skipped} unanswerable skipped), pool ${pool}, tokens by ${TOKENIZER_NAME}`);
console.log(retrievalTable(pipelines));
if (values['as-pdf']) {
  const html = pipelines['ask-tabs']!;
  for (const [name, scores] of Object.entries(pipelines).filter(([n]) => n.startsWith('ask-tabs pdf'))) {
    const deltas = budgets.map((b) => `${b}: ${(scores[String(b)]!.answer_recall - html[String(b)]!.answer_recall).toFixed(3)}`);
    console.log(`${name} − html answer recall: ${deltas.join(', ')}`);
  }
}
console.log(`extraction ${((prepared - started) / 1000).toFixed(1)} s, questions ${((performance.now() - prepared) / 1000).toFixed(1)} s`);
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
}
