/**
 * Extraction benchmark: the product's extractArticle against plain Readability on a published set.
 *   npm run bench:extraction -- --set ../shared/data/extraction/scrapinghub --json .bench/x.json
 * Options: --limit N (first N pages), --only <extractor>, --shard k/n, --pages <file> (per-page scores, for
 * error analysis).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { extractArticle } from '../src/pipeline/extract/extract-article';
import { bagOfWordsScore } from './extraction/bag-of-words-metric';
import { loadSet } from './extraction/load-set';
import { METRIC_NAME, scoreSet, type ExtractorScores, type PageResult } from './extraction/score-set';
import { shingleMatch } from './extraction/shingle-metric';

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    json: { type: 'string' },
    limit: { type: 'string' },
    pages: { type: 'string' },
    only: { type: 'string' },
    shard: { type: 'string' },
  },
});
if (!values.set) {
  console.error('usage: npm run bench:extraction -- --set <dir> [--json <file>] [--limit N] [--pages <file>]');
  process.exit(2);
}

const set = loadSet(values.set);
// --shard k/n keeps every n-th page starting at k (0-based), to split a run over processes.
const [shardIndex, shardCount] = (values.shard ?? '0/1').split('/').map(Number) as [number, number];
const pages = (values.limit ? set.pages.slice(0, Number(values.limit)) : set.pages).filter(
  (_, i) => i % shardCount === shardIndex,
);
const quiet = new VirtualConsole(); // pages' CSS and markup errors are not ours to print

// A fresh parse per extractor: both mutate their document. Scripts stay off (jsdom's default).
// jsdom 29 throws while parsing some pages' stylesheets (css-tree on calc() with SCSS leftovers);
// styles play no part in either extractor on jsdom, so such a page is parsed again without them.
let restyled = 0;
function parse(html: string, url: string): JSDOM {
  try {
    return new JSDOM(html, { url, virtualConsole: quiet });
  } catch {
    restyled++;
    return new JSDOM(html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, ''), { url, virtualConsole: quiet });
  }
}

const allExtractors: Record<string, (doc: Document, url: string) => string> = {
  'ask-tabs': (doc, url) => extractArticle(doc, url).text,
  readability: (doc) => new Readability(doc).parse()?.textContent ?? '',
};
const extractors = Object.fromEntries(
  Object.entries(allExtractors).filter(([name]) => !values.only || name === values.only),
);

const results: Record<string, PageResult[]> = { 'ask-tabs': [], readability: [] };
const perPage: Array<Record<string, unknown>> = [];
const started = performance.now();
pages.forEach((page, i) => {
  const html = page.readHtml();
  const row: Record<string, unknown> = { id: page.id, url: page.url, type: page.pageType };
  for (const [name, run] of Object.entries(extractors)) {
    const dom = parse(html, page.url);
    const t0 = performance.now();
    let predicted = '';
    try {
      predicted = run(dom.window.document, page.url);
    } catch (error) {
      console.error(`${page.id} ${name}: ${(error as Error).message}`);
    }
    const ms = performance.now() - t0;
    dom.window.close();
    results[name]!.push({ truth: page.truth, predicted, pageType: page.pageType, ms });
    row[name] =
      set.format === 'wcxb' ? bagOfWordsScore(page.truth, predicted) : shingleMatch(page.truth, predicted);
  }
  perPage.push(row);
  if ((i + 1) % 50 === 0) console.error(`${i + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s`);
});

if (restyled) console.error(`${restyled} parses retried without <style> (jsdom stylesheet parse errors)`);
const scores: Record<string, ExtractorScores> = {};
for (const name of Object.keys(extractors)) scores[name] = scoreSet(set.format, results[name]!);

const f = (x: number) => x.toFixed(3);
console.log(`\n${set.name}: ${pages.length} pages — ${METRIC_NAME[set.format]}\n`);
console.log('extractor     F1     P      R      ms median  ms p95');
for (const [name, s] of Object.entries(scores)) {
  console.log(
    `${name.padEnd(12)}  ${f(s.f1)}  ${f(s.precision)}  ${f(s.recall)}  ${s.ms_median.toFixed(1).padStart(9)}  ${s.ms_p95.toFixed(1).padStart(6)}`,
  );
}
const types = Object.keys(Object.values(scores)[0]?.by_type ?? {});
if (types.length) {
  console.log('\nF1 by page type   ' + Object.keys(scores).map((n) => n.padStart(12)).join(''));
  for (const type of types) {
    const cells = Object.values(scores).map((s) => {
      const t = s.by_type[type];
      return (t ? `${f(t.f1)} (${t.pages})` : '-').padStart(12);
    });
    console.log(`${type.padEnd(18)}${cells.join('')}`);
  }
}

const out = { set: set.name, pages: pages.length, metric: METRIC_NAME[set.format], extractors: scores };
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, JSON.stringify(out, null, 2) + '\n');
  console.log(`\nwrote ${values.json}`);
}
if (values.pages) {
  mkdirSync(dirname(values.pages), { recursive: true });
  writeFileSync(values.pages, JSON.stringify(perPage, null, 1) + '\n');
}
