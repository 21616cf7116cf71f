/**
 * Speed benchmark, the Codexity workload: 12 long pages (the 12 longest of a SQuAD set, ~60k+ words)
 * and 100 questions about them.
 *   npm run bench:speed -- --json .bench/speed.json [--set ../shared/data/qa/squad-v1.1-dev] [--baseline ../main]
 * Each side does per question what its design does: Codexity's process_content chunks, indexes,
 * scores, selects and builds the context from the raw pages every time; Ask Tabs ranks the tabs it
 * indexed when they loaded, selects and builds the context. Times are medians after a warm-up pass
 * (the worker and the content script run warm code after the first page).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chunkArticle } from '../src/pipeline/chunk/chunk-article';
import { buildPrompt } from '../src/pipeline/prompt/build-prompt';
import { estimateTokens } from '../src/pipeline/tokens/estimate-tokens';
import { createTabIndex } from '../src/pipeline/rank/tab-index';
import { selectForQuestion } from '../src/pipeline/select/select-for-question';
import { BM25Okapi } from './codexity/bm25-okapi';
import { pythonSplit } from './codexity/chunk-text';
import { pagesToChunks, processContent } from './codexity/process-content';
import { describeProblems, loadArticles } from './retrieval/load-articles';
import { loadQaSet } from './retrieval/qa-set';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: '../shared/data/qa/squad-v1.1-dev' },
    json: { type: 'string' },
    questions: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '5' },
    // Another checkout (its own src/ and node_modules), timed beside this one question by question.
    baseline: { type: 'string' },
  },
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const time = (fn: () => void) => {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
};
const round2 = (x: number) => Math.round(x * 100) / 100;

const full = loadQaSet(values.set);
const longest = [...full.docs].sort((a, b) => b.n_words - a.n_words || (a.doc_id < b.doc_id ? -1 : 1)).slice(0, 12);
const set = { ...full, docs: longest };
const { articles, problems } = loadArticles(set);
for (const line of describeProblems(problems)) console.warn(line);
const words = articles.reduce((sum, a) => sum + pythonSplit(a.text).length, 0);
// Questions round-robin over the 12 pages, in file order within each.
const byDoc = longest.map((d) => full.questions.filter((q) => q.doc_id === d.doc_id));
const questions: string[] = [];
for (let k = 0; questions.length < Number(values.questions) && k < 1000; k++) {
  for (const qs of byDoc) if (qs[k] && questions.length < Number(values.questions)) questions.push(qs[k]!.question);
}
const rounds = Number(values.rounds);
const WHOLE_PAGE = [
  'Summarize these tabs',
  'What are the key points?',
  'Give me an overview of these pages',
  'Summarize what they say about the war',
  'Résume ces onglets',
  'Fasse diese Artikel zusammen',
  'Resume estas páginas',
  'Кратко перескажи статьи',
  '总结一下这些文章',
  'これらのページを要約して',
  '이 페이지들을 요약해 줘',
  'Riassumi queste pagine',
];

// --- Ask Tabs: index ahead of time (content script chunks, worker indexes), then per question.
const indexAll = () =>
  articles.map((a, i) => ({
    source: { tabId: i + 1, url: a.url, title: a.title, site: a.site },
    index: createTabIndex(chunkArticle(a), a.title),
  }));
indexAll(); // warm-up
const askIndexMs = median(Array.from({ length: rounds }, () => time(indexAll)));
const pageChunkMs: number[] = [];
const pageIndexMs: number[] = [];
for (const a of articles) {
  const chunks = chunkArticle(a);
  const perWords = 5000 / pythonSplit(a.text).length;
  pageChunkMs.push(median(Array.from({ length: rounds }, () => time(() => chunkArticle(a)))) * perWords);
  pageIndexMs.push(median(Array.from({ length: rounds }, () => time(() => createTabIndex(chunks, a.title)))) * perWords);
}
const tabs = indexAll();
// The product's path: the worker's intent, ranking and selection (coverage for whole-page questions),
// then the panel's prompt (numbered, delimited sources) for a 4,096-token window.
const askQuery = (q: string) => {
  buildPrompt({ question: q, passages: selectForQuestion(tabs, q).passages }, { contextWindow: 4096, countTokens: estimateTokens });
};
// Fresh indexes for the timed pass, so no term lookups or passage prices are cached from the warm-up.
for (const q of [...questions, ...WHOLE_PAGE]) askQuery(q);
tabs.splice(0, tabs.length, ...indexAll());
const askQueryMs = questions.map((q) => time(() => askQuery(q)));
// Whole-page questions over all 12 pages: no ranking, a coverage selection (and parts) over every chunk.
const wholeQueryMs = WHOLE_PAGE.map((q) => time(() => askQuery(q)));

// --- Codexity: everything per question.
const pages = articles.map((a) => ({ url: a.url, title: a.title, content: a.text }));
const codexityIndex = () => {
  const chunks = pagesToChunks(pages);
  return new BM25Okapi(chunks.map((c) => pythonSplit(c.text.toLowerCase())));
};
codexityIndex();
const codexityIndexMs = median(Array.from({ length: rounds }, () => time(codexityIndex)));
for (const q of questions.slice(0, 10)) processContent(pages, q);
const codexityQueryMs = questions.map((q) => time(() => processContent(pages, q)));

// --- A baseline checkout's product path beside this one's: the same pages and questions, its own chunks and
// indexes, alternating which goes first question by question (a loaded machine moves both alike).
let baseline: { query_ms_median: number; this_query_ms_median: number } | undefined;
if (values.baseline) {
  const root = resolve(values.baseline);
  const load = async <T>(path: string) => (await import(resolve(root, path))) as T;
  const b = {
    ...(await load<{ chunkArticle: typeof chunkArticle }>('src/pipeline/chunk/chunk-article.ts')),
    ...(await load<{ createTabIndex: typeof createTabIndex }>('src/pipeline/rank/tab-index.ts')),
    ...(await load<{ selectForQuestion: typeof selectForQuestion }>('src/pipeline/select/select-for-question.ts')),
    ...(await load<{ buildPrompt: typeof buildPrompt }>('src/pipeline/prompt/build-prompt.ts')),
  };
  const baseTabs = articles.map((a, i) => ({ source: { tabId: i + 1, url: a.url, title: a.title, site: a.site }, index: b.createTabIndex(b.chunkArticle(a), a.title) }));
  const baseQuery = (q: string) => {
    b.buildPrompt({ question: q, passages: b.selectForQuestion(baseTabs, q).passages }, { contextWindow: 4096, countTokens: estimateTokens });
  };
  for (const q of questions) baseQuery(q);
  const mine: number[] = [];
  const theirs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    questions.forEach((q, i) => {
      const pair = [() => mine.push(time(() => askQuery(q))), () => theirs.push(time(() => baseQuery(q)))];
      for (const run of (r + i) % 2 ? pair.reverse() : pair) run();
    });
  }
  baseline = { query_ms_median: round2(median(theirs)), this_query_ms_median: round2(median(mine)) };
}

const result = {
  words,
  pages: articles.length,
  'ask-tabs': { index_ms: round2(askIndexMs), query_ms_median: round2(median(askQueryMs)), whole_page_ms_median: round2(median(wholeQueryMs)) },
  codexity: { index_ms: round2(codexityIndexMs), query_ms_median: round2(median(codexityQueryMs)) },
  query_speedup: round2(median(codexityQueryMs) / median(askQueryMs)),
  // Per page, scaled to 5,000 words: chunking runs in the content script, indexing in the worker.
  page_5000_words: { chunk_ms_median: round2(median(pageChunkMs)), index_ms_median: round2(median(pageIndexMs)) },
  questions: questions.length,
  ...(baseline ? { baseline: { checkout: values.baseline, ...baseline } } : {}),
};

console.log(`${result.pages} pages, ${words} words, ${questions.length} questions`);
console.log('| pipeline | index all pages (ms) | query median (ms) |');
console.log('| --- | ---: | ---: |');
console.log(`| ask-tabs | ${result['ask-tabs'].index_ms} | ${result['ask-tabs'].query_ms_median} |`);
console.log(`| codexity | ${result.codexity.index_ms} | ${result.codexity.query_ms_median} |`);
console.log(`query speed-up: ${result.query_speedup}×`);
console.log(`ask-tabs whole-page questions over all ${result.pages} pages (coverage selection): ${result['ask-tabs'].whole_page_ms_median} ms median`);
console.log(`one 5,000-word page: chunk ${result.page_5000_words.chunk_ms_median} ms, index ${result.page_5000_words.index_ms_median} ms (median)`);
if (baseline) console.log(`beside ${values.baseline}, alternating, ${rounds} rounds: query median ${baseline.this_query_ms_median} ms (this checkout) vs ${baseline.query_ms_median} ms (baseline)`);
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
}
