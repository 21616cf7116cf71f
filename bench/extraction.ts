/**
 * Extraction benchmark: the product's extractArticle against plain Readability on a published set.
 *   npm run bench:extraction -- --set ../shared/data/extraction/scrapinghub --json .bench/x.json
 * Options: --limit N (first N pages), --skip N (leave out the first N), --only <extractor>, --type a,b (WCXB page types),
 * --jobs N (worker processes, default 2),
 * --pages <file> (per-page scores, for error analysis),
 * --facts <cases.jsonl> (compare-peer: is each compared page's answer snippet in the extracted text),
 * --facts-only (run only the pages those cases compare),
 * --holdout <cases.jsonl> (WCXB: the pages compare-peer's test cases compare are scored apart, kept out of the
 * development with/without figures, and their misses are never printed or written per page),
 * --texts <dir> (each page's extracted text, <extractor>/<id>.txt; held-out pages left out).
 *
 * Pages run in short-lived worker processes of BATCH pages: jsdom keeps a few MB per parsed page
 * even after window.close() (measured: 80 pages → 480 MB heap after GC), which ran a single
 * process out of memory on wcxb-dev.
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { bagOfWordsScore } from './extraction/bag-of-words-metric';
import { loadSet } from './extraction/load-set';
import { loadFactCases, scoreFactLines, type FactSplitScore } from './extraction/fact-lines';
import { EXTRACTORS, runPages, type PageRecord } from './extraction/run-pages';
import { scoreSnippetSurvival, heldOutPages, snippetTable, type SnippetScore } from './extraction/snippet-survival';
import { METRIC_NAME, scoreSet, type ExtractorScores, type PageResult } from './extraction/score-set';
import { shingleMatch } from './extraction/shingle-metric';

const BATCH = 30;

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    json: { type: 'string' },
    limit: { type: 'string' },
    skip: { type: 'string' }, // leave out the first N pages (with --limit: a window for paired runs)
    pages: { type: 'string' },
    only: { type: 'string' },
    jobs: { type: 'string' },
    type: { type: 'string' }, // only these WCXB page types, comma-separated
    facts: { type: 'string' }, // compare-peer cases.jsonl: fact lines survive, per split
    'facts-only': { type: 'boolean' }, // run only the pages the cases compare (a quick check)
    texts: { type: 'string' }, // a folder: each development page's extracted text, <extractor>/<id>.txt
    holdout: { type: 'string' }, // compare-peer cases.jsonl: its test cases' pages scored apart, never listed
    batch: { type: 'string' }, // internal: a worker's "start:end" page range
  },
});
if (!values.set) {
  console.error('usage: npm run bench:extraction -- --set <dir> [--json <file>] [--limit N] [--only name] [--jobs N] [--pages <file>] [--facts <cases.jsonl> [--facts-only]] [--holdout <cases.jsonl>]');
  process.exit(2);
}

const set = loadSet(values.set);
const types = values.type?.split(',');
const factPages = values.facts && values['facts-only'] ? new Set(loadFactCases(values.facts).flatMap((c) => c.compared.map((s) => s.page))) : null;
const typed = set.pages.filter((p) => (!types || types.includes(p.pageType ?? '')) && (!factPages || factPages.has(p.id)));
const skipped = typed.slice(Number(values.skip ?? 0));
const pages = values.limit ? skipped.slice(0, Number(values.limit)) : skipped;
const holdout = values.holdout ? heldOutPages(values.holdout) : new Set<string>();
const names = Object.keys(EXTRACTORS).filter((name) => !values.only || name === values.only);

if (values.batch !== undefined) {
  const [start, end] = values.batch.split(':').map(Number) as [number, number];
  // Exit only once the message is flushed; a large one is still in flight after send() returns.
  process.send!(runPages(pages.slice(start, end), names), () => process.exit(0));
}

function runBatch(start: number, end: number): Promise<PageRecord[]> {
  return new Promise((resolve, reject) => {
    const args = process.argv.slice(2).filter((a, i, all) => a !== '--batch' && all[i - 1] !== '--batch');
    const child = fork(process.argv[1]!, [...args, '--batch', `${start}:${end}`], { execArgv: process.execArgv });
    let result: PageRecord[] | undefined;
    child.on('message', (m) => (result = m as PageRecord[]));
    child.on('exit', (code) => (result ? resolve(result) : reject(new Error(`pages ${start}–${end}: worker exited ${code}`))));
  });
}

if (values.batch === undefined) await main();

async function main(): Promise<void> {
  const started = performance.now();
  const records: PageRecord[] = new Array(pages.length);
  const batches: Array<[number, number]> = [];
  for (let s = 0; s < pages.length; s += BATCH) batches.push([s, Math.min(pages.length, s + BATCH)]);
  let done = 0;
  const jobs = Math.max(1, Number(values.jobs ?? 2));
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      for (let b = batches.shift(); b; b = batches.shift()) {
        const out = await runBatch(b[0], b[1]);
        out.forEach((r, i) => (records[b[0] + i] = r));
        done += out.length;
        console.error(`${done}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    }),
  );

  const restyled = records.reduce((n, r) => n + r.restyled, 0);
  if (restyled) console.error(`${restyled} parses retried without <style> (jsdom stylesheet parse errors)`);

  const scores: Record<string, ExtractorScores> = {};
  for (const name of names) {
    const results: PageResult[] = pages.map((page, i) => ({
      truth: page.truth,
      predicted: records[i]!.outputs[name]!.text,
      pageType: page.pageType,
      ms: records[i]!.outputs[name]!.ms,
    }));
    scores[name] = scoreSet(set.format, results);
  }

  const f = (x: number) => x.toFixed(3);
  console.log(`\n${set.name}: ${pages.length} pages — ${METRIC_NAME[set.format]}\n`);
  console.log('extractor     F1     P      R      ms median  ms p95');
  for (const [name, s] of Object.entries(scores)) {
    console.log(
      `${name.padEnd(12)}  ${f(s.f1)}  ${f(s.precision)}  ${f(s.recall)}  ${s.ms_median.toFixed(1).padStart(9)}  ${s.ms_p95.toFixed(1).padStart(6)}`,
    );
  }
  const pageTypes = Object.keys(Object.values(scores)[0]?.by_type ?? {});
  if (pageTypes.length) {
    console.log('\nF1 (P/R) by page type  ' + Object.keys(scores).map((n) => n.padStart(22)).join(''));
    for (const type of pageTypes) {
      const cells = Object.values(scores).map((s) => {
        const t = s.by_type[type];
        return (t ? `${f(t.f1)} (${f(t.precision)}/${f(t.recall)})` : '-').padStart(22);
      });
      console.log(`${`${type} (${scores[names[0]!]!.by_type[type]!.pages})`.padEnd(23)}${cells.join('')}`);
    }
  }

  let snippets: Record<string, SnippetScore> | undefined;
  if (set.format === 'wcxb') {
    snippets = {};
    for (const name of names) {
      snippets[name] = scoreSnippetSurvival(
        pages.map((page, i) => {
          const o = records[i]!.outputs[name]!;
          return { id: page.id, pageType: page.pageType ?? 'article', with: page.with ?? [], without: page.without ?? [], text: o.failed ? null : o.text };
        }),
        holdout,
      );
      console.log(`\n${name}: WCXB with/without snippets (found whole in the text; normalised as compare/snippet-text.ts)`);
      console.log(snippetTable(snippets[name]!));
    }
  }

  let facts: Record<string, Record<string, FactSplitScore>> | undefined;
  if (values.facts) {
    const cases = loadFactCases(values.facts);
    facts = {};
    console.log('\nfact lines survive (compare-peer: a compared page holds one of its answer snippets)');
    console.log('extractor     split  pages held   cases held  jsdom failed');
    for (const name of names) {
      const texts = new Map(pages.map((page, i) => {
        const o = records[i]!.outputs[name]!;
        return [page.id, o.failed ? null : o.text] as const;
      }));
      const bySplit = (facts[name] = scoreFactLines(cases, texts));
      if (values.holdout && bySplit.test) bySplit.test.misses = []; // checked, never studied
      for (const [split, s] of Object.entries(bySplit).sort()) {
        const frac = (a: number, b: number) => `${a}/${b} ${f(b ? a / b : 0)}`.padEnd(13);
        console.log(`${name.padEnd(12)}  ${split.padEnd(5)}  ${frac(s.held, s.pages)}  ${frac(s.casesHeld, s.cases)}  ${s.failed}`);
      }
    }
    const missed = Object.entries(facts[names[0]!] ?? {}).flatMap(([split, s]) => s.misses.map((m) => ({ split, ...m })));
    if (missed.length) {
      console.log(`\n${names[0]} misses:`);
      for (const m of missed) console.log(`  ${m.split.padEnd(5)} ${m.case} page ${m.page} (${m.reason}): ${JSON.stringify(m.answers)}`);
    }
  }

  const out = {
    set: set.name,
    pages: pages.length,
    metric: METRIC_NAME[set.format],
    extractors: scores,
    ...(snippets ? { snippets: Object.fromEntries(Object.entries(snippets).map(([n, s]) => [n, { dev: s.dev, heldOut: s.heldOut }])) } : {}),
    ...(facts ? { facts } : {}),
  };
  if (values.json) {
    mkdirSync(dirname(values.json), { recursive: true });
    writeFileSync(values.json, JSON.stringify(out, null, 2) + '\n');
    console.log(`\nwrote ${values.json}`);
  }
  if (values.texts) {
    for (const name of names) mkdirSync(join(values.texts, name), { recursive: true });
    pages.forEach((page, i) => {
      if (holdout.has(page.id)) return;
      for (const name of names) writeFileSync(join(values.texts!, name, `${page.id}.txt`), records[i]!.outputs[name]!.text);
    });
  }
  if (values.pages) {
    const perPage = pages.map((page, i) => holdout.has(page.id) ? { id: page.id, heldOut: true } : ({
      id: page.id,
      url: page.url,
      type: page.pageType,
      ...Object.fromEntries(
        names.map((name) => {
          const o = records[i]!.outputs[name]!;
          const score = set.format === 'wcxb' ? bagOfWordsScore(page.truth, o.text) : shingleMatch(page.truth, o.text);
          const kept = snippets?.[name]?.pages.find((p) => p.id === page.id);
          return [name, { ...score, ms: Math.round(o.ms), chars: o.text.length, ...(kept ? { lost: kept.lost, leaked: kept.leaked } : {}) }];
        }),
      ),
    }));
    mkdirSync(dirname(values.pages), { recursive: true });
    writeFileSync(values.pages, JSON.stringify(perPage, null, 1) + '\n');
  }
}
