import bm25 from 'wink-bm25-text-search';
import type { Chunk } from '../chunk/chunk';
import { BM25, idf } from './bm25-params';
import { prepareTerms } from './prepare-terms';

/**
 * One tab's search index, built once per page (in the worker, from the content script's chunks) and
 * rebuilt from the same chunks when Chrome restarts the worker. It keeps what does not depend on
 * the other tabs: each chunk's BM25F term-frequency part and each term's document frequency, so
 * `rankTabs` can apply one IDF over all the tabs asked about and their scores compare.
 */
export interface TabIndex {
  readonly chunks: readonly Chunk[];
  readonly title: string;
  /** How many of this tab's chunks hold each term. */
  readonly docFreq: ReadonlyMap<string, number>;
  /** [chunk position, BM25F saturated term frequency] for every chunk that holds `term`. */
  termFrequencies(term: string): ReadonlyArray<readonly [number, number]>;
}

/** wink-bm25-text-search refuses to consolidate fewer documents than this. */
const WINK_MIN_DOCS = 3;

interface Fields {
  body: string[];
  heading: string[];
}

function fieldsOf(chunk: Chunk, title: string): Fields {
  const titleKey = title.trim().toLowerCase();
  const headings = chunk.headings.filter((h) => h.trim().toLowerCase() !== titleKey);
  return { body: prepareTerms(chunk.text), heading: prepareTerms([title, ...headings].join(' \n ')) };
}

export function createTabIndex(chunks: Chunk[], title = ''): TabIndex {
  const fields = chunks.map((chunk) => fieldsOf(chunk, title));
  const docFreq = new Map<string, number>();
  for (const { body, heading } of fields) {
    for (const term of new Set([...body, ...heading])) docFreq.set(term, (docFreq.get(term) ?? 0) + 1);
  }
  const termFrequencies =
    chunks.length >= WINK_MIN_DOCS ? winkFrequencies(fields, docFreq) : directFrequencies(fields);
  return { chunks, title, docFreq, termFrequencies };
}

/**
 * wink-bm25-text-search does the BM25F weighting (fields, length normalisation, saturation); it
 * stores tf × local IDF, and dividing by the local IDF leaves the part that `rankTabs` multiplies by
 * the IDF over all tabs. Nine decimals, so terms common in this tab keep their precision.
 */
function winkFrequencies(fields: Fields[], docFreq: ReadonlyMap<string, number>) {
  const engine = bm25();
  engine.defineConfig({
    fldWeights: { body: 1, heading: BM25.headingWeight },
    bm25Params: { k1: BM25.k1, b: BM25.b, k: 1 },
  });
  // Fields arrive as prepared term lists; a search is one prepared term.
  const asIs = (terms: never) => terms;
  engine.definePrepTasks([(term: never) => [term]]);
  engine.definePrepTasks([asIs], 'body');
  engine.definePrepTasks([asIs], 'heading');
  fields.forEach((f, i) => engine.addDoc({ body: f.body, heading: f.heading }, i));
  engine.consolidate(9);
  const total = fields.length;
  return (term: string): ReadonlyArray<readonly [number, number]> => {
    const n = docFreq.get(term);
    if (!n) return [];
    const local = idf(total, n);
    return engine.search(term, total).map(([id, score]) => [Number(id), score / local] as const);
  };
}

/** The same BM25F formula for tabs too small for wink (one or two chunks). */
function directFrequencies(fields: Fields[]) {
  const perChunk = fields.map((f) => {
    const freq = new Map<string, number>();
    for (const t of f.body) freq.set(t, (freq.get(t) ?? 0) + 1);
    for (const t of f.heading) freq.set(t, (freq.get(t) ?? 0) + BM25.headingWeight);
    return { freq, length: f.body.length + f.heading.length * BM25.headingWeight };
  });
  const avgLength = perChunk.reduce((s, c) => s + c.length, 0) / Math.max(1, perChunk.length);
  return (term: string): ReadonlyArray<readonly [number, number]> => {
    const out: Array<readonly [number, number]> = [];
    perChunk.forEach(({ freq, length }, i) => {
      const f = freq.get(term);
      if (!f) return;
      const norm = 1 - BM25.b + BM25.b * (avgLength > 0 ? length / avgLength : 1);
      out.push([i, (f * (BM25.k1 + 1)) / (BM25.k1 * norm + f)]);
    });
    return out;
  };
}
