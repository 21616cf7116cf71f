/**
 * PDF benchmark: reading order on printed pages, and speed on long PDFs.
 *   npm run bench:pdf -- --set ../shared/data/qa/squad-v1.1-dev --json .bench/pdf.json
 * Options: --cache .bench/pdf-cache (printed PDFs are kept there)  --runs 4 (the first is cold)
 * Reading order: each document page printed by Chromium (one column, and two columns), read through
 * the product's PDF path (readPdfArticle: pdf.js → src/pipeline/pdf); every paragraph of the page's
 * own extraction must come out whole (paragraph-contiguity.ts).
 * Speed: the set's pages printed one after another, the first 100 and 500 pages read (pdf.js
 * and layout), chunked and indexed as the product does (Node here; the extension runs the same code
 * in its offscreen document with pdf.js's Web Worker). Memory: the heap the chunks and index hold.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { JSDOM, VirtualConsole } from 'jsdom';
import { parsePdf } from '../src/offscreen/pdf/parse-pdf';
import { extractArticle } from '../src/pipeline/extract/extract-article';
import { createTabIndex } from '../src/pipeline/rank/tab-index';
import { loadPdfArticles, PDFJS_DATA } from './pdf/load-pdf-articles';
import { paragraphContiguity } from './pdf/paragraph-contiguity';
import { printPdfs } from './pdf/print-pdfs';
import { loadQaSet } from './retrieval/qa-set';

const { values } = parseArgs({ options: { set: { type: 'string' }, json: { type: 'string' }, cache: { type: 'string', default: '.bench/pdf-cache' }, runs: { type: 'string', default: '4' } } });
if (!values.set) {
  console.error('usage: npm run bench:pdf -- --set <dir> [--cache .bench/pdf-cache] [--runs 4] --json <file>');
  process.exit(2);
}
const set = loadQaSet(values.set);
const cache = values.cache;
const open = getDocument as unknown as Parameters<typeof parsePdf>[1];

// Speed and memory: long PDFs made of the set's pages, one after another.
const body = (file: string) => /<body>([\s\S]*)<\/body>/i.exec(readFileSync(join(set.dir, file), 'utf8'))?.[1] ?? '';
const longHtml = (copies: number) => {
  const parts: string[] = [];
  for (let i = 0; parts.length < copies * set.docs.length; i++) parts.push(body(set.docs[i % set.docs.length]!.file));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Long</title></head><body>${parts.join('')}</body></html>`;
};
const gc = (globalThis as { gc?: () => void }).gc;
const speed: Record<
  string,
  {
    pages: number;
    bytes: number;
    seconds: number[];
    first: number;
    median: number;
    chunks: number;
    chars: number;
    heapMB?: number;
    /** The same reads without the visibility pass (judge-text-visibility.ts), warm median, and the pass's share. */
    withoutVisibility: number;
    visibilitySeconds: number;
    hiddenLines: number;
  }
> = {};
mkdirSync(join(cache, 'long'), { recursive: true });
// The first read of a process is cold (pdf.js's worker module loads, the JIT warms up), as the first
// PDF after the extension's offscreen document starts; the next runs are warm.
for (const [name, copies, maxPages] of [['100 pages', 1, 100], ['500 pages', 3, 500]] as const) {
  const file = join(cache, 'long', `long-${copies}.html`);
  writeFileSync(file, longHtml(copies));
  const pdf = (await printPdfs([{ path: file, title: 'Long document', id: `long-${copies}` }], 'single', join(cache, 'long'))).get(`long-${copies}`)!;
  const seconds: number[] = [];
  let pages = 0;
  let chunks = 0;
  let chars = 0;
  let heapMB: number | undefined;
  let hiddenLines = 0;
  const baseline: number[] = [];
  for (let run = 0; run < Number(values.runs); run++) {
    // The baseline first (each run after the first is warm for both).
    const base = performance.now();
    await parsePdf(pdf.slice(), open, { url: 'https://bench.local/long.pdf', title: 'Long', site: 'bench.local', ...PDFJS_DATA, limits: { maxPages, maxChars: 1e9 } });
    baseline.push((performance.now() - base) / 1000);
    const started = performance.now();
    let reading: Awaited<ReturnType<typeof parsePdf>> | null = await parsePdf(pdf.slice(), open, {
      url: 'https://bench.local/long.pdf',
      title: 'Long',
      site: 'bench.local',
      ...PDFJS_DATA,
      limits: { maxPages, maxChars: 1e9 },
      ops: OPS,
    });
    if (reading.kind !== 'pdf') throw new Error(reading.reason);
    hiddenLines = reading.summary.hiddenLines ?? 0;
    let index: ReturnType<typeof createTabIndex> | null = createTabIndex(reading.chunks, reading.title);
    seconds.push((performance.now() - started) / 1000);
    pages = reading.summary.pagesRead;
    chunks = reading.chunks.length;
    chars = reading.summary.chars;
    if (gc) {
      // What a PDF tab costs the worker after the read: its chunks and their index (held vs dropped).
      gc();
      const held = process.memoryUsage().heapUsed + (index ? 0 : 1);
      reading = null;
      index = null;
      gc();
      heapMB = (held - process.memoryUsage().heapUsed) / 1024 / 1024;
    }
  }
  const warm = seconds.slice(1).sort((a, b) => a - b);
  const warmBase = baseline.slice(1).sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)] ?? seconds[0]!;
  const withoutVisibility = warmBase[Math.floor(warmBase.length / 2)] ?? baseline[0]!;
  speed[name] = {
    withoutVisibility,
    visibilitySeconds: median - withoutVisibility,
    hiddenLines,
    pages,
    bytes: pdf.length,
    seconds,
    first: seconds[0]!,
    median,
    chunks,
    chars,
    ...(heapMB === undefined ? {} : { heapMB }),
  };
}

// Reading order.
const quiet = new VirtualConsole();
const htmlParagraphs = set.docs.map((doc) => {
  const url = `https://bench.local/${encodeURIComponent(doc.doc_id)}`;
  const dom = new JSDOM(readFileSync(join(set.dir, doc.file), 'utf8'), { url, virtualConsole: quiet });
  const blocks = extractArticle(dom.window.document, url).blocks.filter((b) => b.kind !== 'heading').map((b) => b.text);
  dom.window.close();
  return blocks;
});
const order: Record<string, { paragraphs: number; whole: number; share: number; pages: number; broken: string[] }> = {};
for (const layout of ['single', 'two-column'] as const) {
  const { articles, pages } = await loadPdfArticles(set, layout, cache);
  let paragraphs = 0;
  let whole = 0;
  const broken: string[] = [];
  articles.forEach((article, i) => {
    const c = paragraphContiguity(htmlParagraphs[i]!, article.text);
    paragraphs += c.paragraphs;
    whole += c.whole;
    broken.push(...c.broken.map((p) => `${set.docs[i]!.doc_id}: ${p.slice(0, 100)}`));
  });
  order[layout] = { paragraphs, whole, share: whole / paragraphs, pages, broken: broken.slice(0, 10) };
}

console.log(`${set.name}: ${set.docs.length} pages printed by Chromium, read through the product's PDF path\n`);
console.log('| layout | PDF pages | paragraphs | whole | share |\n| --- | ---: | ---: | ---: | ---: |');
for (const [layout, r] of Object.entries(order)) console.log(`| ${layout} | ${r.pages} | ${r.paragraphs} | ${r.whole} | ${r.share.toFixed(3)} |`);
console.log(
  '\n| PDF | pages read | file MB | first read (cold, s) | warm median (s) | without visibility pass (s) | visibility pass (s) | hidden lines | runs (s) | chunks | text chars | heap held (MB) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
);
for (const [name, r] of Object.entries(speed)) {
  const runs = r.seconds.map((s) => s.toFixed(2)).join(', ');
  console.log(`| ${name} | ${r.pages} | ${(r.bytes / 1e6).toFixed(1)} | ${r.first.toFixed(2)} | ${r.median.toFixed(2)} | ${r.withoutVisibility.toFixed(2)} | ${r.visibilitySeconds.toFixed(2)} | ${r.hiddenLines} | ${runs} | ${r.chunks} | ${r.chars} | ${r.heapMB?.toFixed(1) ?? 'run with --expose-gc'} |`);
}
for (const [layout, r] of Object.entries(order)) if (r.broken.length) console.log(`\nnot whole (${layout}):\n  ${r.broken.join('\n  ')}`);
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify({ set: set.name, order, speed }, null, 2)}\n`);
}
