import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chunkArticle } from '../src/pipeline/chunk/chunk-article';
import { createTabIndex } from '../src/pipeline/rank/tab-index';
import { selectForQuestion } from '../src/pipeline/select/select-for-question';
import { loadPages, type LoadedPage } from './compare/load-pages';
import { readQuestions } from './compare/read-questions';

/**
 * What the text beside a reading (src/pipeline/extract/read-beside.ts) costs a question: the 12
 * longest pages a compare-peer split compares or leaves unrelated, indexed with and without it,
 * and that split's questions asked of all 12, the two sides alternating question by question.
 *   npm run bench:beside-speed -- --data ../shared/data/extraction/wcxb-dev --questions ../shared/data/qa/compare-peer/cases.jsonl [--split dev] [--cache <dir>] [--json <file>]
 * (bench:speed's SQuAD pages are plain text: nothing is beside them.)
 */
const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    questions: { type: 'string' },
    split: { type: 'string', default: 'dev' },
    cache: { type: 'string' },
    json: { type: 'string' },
    rounds: { type: 'string', default: '5' },
  },
});
if (!values.data || !values.questions) {
  console.error('usage: npm run bench:beside-speed -- --data <wcxb dir> --questions <cases.jsonl> [--split dev] [--cache <dir>] [--json <file>]');
  process.exit(2);
}
const cases = readQuestions(values.questions).filter((q) => (q as { split?: string }).split === values.split);
const ids = [...new Set(cases.flatMap((q) => [...q.compared.map((c) => c.page), ...q.unrelated]))];
const pages = [...loadPages(values.data, ids, values.cache).values()].sort((a, b) => b.article.text.length - a.article.text.length).slice(0, 12);
const tabsOf = (withBeside: boolean) =>
  pages.map((p: LoadedPage, i) => {
    const article = withBeside ? p.article : { ...p.article, beside: undefined };
    return { source: { tabId: i + 1, url: p.article.url, title: p.article.title, site: p.article.site }, index: createTabIndex(chunkArticle(article), p.article.title), profile: p.profile };
  });
const sides = { without: tabsOf(false), with: tabsOf(true) } as const;
const times = { without: [] as number[], with: [] as number[] };
const rounds = Number(values.rounds);
// Round 0 warms up; the order of the two sides alternates so neither always runs second.
for (let round = 0; round <= rounds; round += 1) {
  for (const q of cases) {
    for (const side of round % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
      const t0 = performance.now();
      selectForQuestion(sides[side], q.question);
      if (round > 0) times[side].push(performance.now() - t0);
    }
  }
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[(s.length >> 1) - 1]! + s[s.length >> 1]!) / 2;
};
const chunks = (tabs: typeof sides.with) => tabs.reduce((n, t) => n + t.index.chunks.length, 0);
const row = (side: keyof typeof sides) => ({ chunks: chunks(sides[side]), medianMs: median(times[side]), meanMs: times[side].reduce((a, b) => a + b, 0) / times[side].length });
const result = { split: values.split, questions: cases.length, rounds, without: row('without'), with: row('with') };
console.log(`12 longest pages of compare-peer ${values.split}, its ${cases.length} questions, ${rounds} rounds`);
console.log('| index | chunks | query ms (median) | query ms (mean) |');
console.log('| --- | ---: | ---: | ---: |');
for (const side of ['without', 'with'] as const) console.log(`| ${side} the text beside | ${result[side].chunks} | ${result[side].medianMs.toFixed(2)} | ${result[side].meanMs.toFixed(2)} |`);
if (values.json) writeFileSync(values.json, JSON.stringify(result, null, 2));
