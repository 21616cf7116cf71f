import bm25 from 'wink-bm25-text-search';
import type { Chunk } from '../chunk/chunk';
import { BM25, type Bm25Params, idf } from './bm25-params';
import { directFrequencies } from './direct-frequencies';
import type { Fields } from './fields';
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
  /**
   * How many of `chunks` are the page's reading; the rest are of the text beside it (Chunk.beside).
   * Document frequencies, lengths and IDF are the reading's alone, so the text beside a reading adds
   * candidates without changing how the reading's own passages rank.
   */
  readonly readingSize: number;
  /** How many of this tab's reading chunks hold each term. */
  readonly docFreq: ReadonlyMap<string, number>;
  /** How many of its chunks beside the reading hold each term: the IDF of a term no reading holds. */
  readonly besideFreq: ReadonlyMap<string, number>;
  /** [chunk position, BM25F saturated term frequency] for every chunk that holds `term`. */
  termFrequencies(term: string): ReadonlyArray<readonly [number, number]>;
}

/** wink-bm25-text-search refuses to consolidate fewer documents than this. */
const WINK_MIN_DOCS = 3;

/** Chunks under one heading share its terms: prepare each heading path once. */
function fieldsOf(chunk: Chunk, title: string, headingTerms: Map<string, string[]>): Fields {
  const titleKey = title.trim().toLowerCase();
  const path = [title, ...chunk.headings.filter((h) => h.trim().toLowerCase() !== titleKey)].join(' \n ');
  let heading = headingTerms.get(path);
  if (!heading) {
    heading = prepareTerms(path);
    headingTerms.set(path, heading);
  }
  return { body: prepareTerms(chunk.text), heading, near: [] };
}

/** `params` exists for the benchmark's parameter sweep; the product uses the defaults. */
export function createTabIndex(chunks: Chunk[], title = '', params: Partial<Bm25Params> = {}): TabIndex {
  const p: Bm25Params = { ...BM25, ...params };
  const headingTerms = new Map<string, string[]>();
  // Beside chunks follow the reading's (read-page.ts): two collections, each with its own lengths.
  const firstBeside = chunks.findIndex((c) => c.beside);
  const readingSize = firstBeside < 0 ? chunks.length : firstBeside;
  const reading = collection(chunks.slice(0, readingSize), title, headingTerms, p);
  const beside = collection(chunks.slice(readingSize), title, headingTerms, p);
  // Follow-up questions over the same tabs repeat terms; a term's postings never change.
  const memo = new Map<string, ReadonlyArray<readonly [number, number]>>();
  const termFrequencies = (term: string) => {
    let postings = memo.get(term);
    if (!postings) {
      const after = beside.lookup(term);
      postings = after.length ? [...reading.lookup(term), ...after.map(([i, tf]) => [i + readingSize, tf] as const)] : reading.lookup(term);
      memo.set(term, postings);
    }
    return postings;
  };
  return { chunks, title, readingSize, docFreq: reading.docFreq, besideFreq: beside.docFreq, termFrequencies };
}

/** One collection's document frequencies and BM25F term-frequency parts, by position in `chunks`. */
function collection(chunks: Chunk[], title: string, headingTerms: Map<string, string[]>, p: Bm25Params) {
  const fields = chunks.map((chunk) => fieldsOf(chunk, title, headingTerms));
  if (p.neighbourWeight > 0) {
    fields.forEach((f, i) => {
      f.near = [...(fields[i - 1]?.body ?? []), ...(fields[i + 1]?.body ?? [])];
    });
  }
  const docFreq = new Map<string, number>();
  const postings = new Map<string, number[]>();
  fields.forEach(({ body, heading, near }, i) => {
    for (const term of new Set([...body, ...heading, ...near])) {
      docFreq.set(term, (docFreq.get(term) ?? 0) + 1);
      const list = postings.get(term);
      if (list) list.push(i);
      else postings.set(term, [i]);
    }
  });
  const lookup = chunks.length >= WINK_MIN_DOCS ? winkFrequencies(fields, postings, p) : directFrequencies(fields, p);
  return { docFreq, lookup };
}

/**
 * wink-bm25-text-search does the BM25F weighting (fields, length normalisation, saturation); it
 * stores tf × local IDF, and dividing by the local IDF leaves the part that `rankTabs` multiplies by
 * the IDF over all tabs. Nine decimals, so terms common in this tab keep their precision.
 */
function winkFrequencies(fields: Fields[], postings: ReadonlyMap<string, number[]>, p: Bm25Params) {
  const engine = bm25();
  engine.defineConfig({
    fldWeights: { body: 1, heading: p.headingWeight, ...(p.neighbourWeight > 0 ? { near: p.neighbourWeight } : {}) },
    bm25Params: { k1: p.k1, b: p.b, k: 1 },
  });
  // Fields arrive as prepared term lists; a search is one prepared term.
  const asIs = (terms: never) => terms;
  engine.definePrepTasks([(term: never) => [term]]);
  engine.definePrepTasks([asIs], 'body');
  engine.definePrepTasks([asIs], 'heading');
  if (p.neighbourWeight > 0) engine.definePrepTasks([asIs], 'near');
  fields.forEach((f, i) => engine.addDoc({ body: f.body, heading: f.heading, near: f.near }, i));
  engine.consolidate(9);
  const total = fields.length;
  // wink's consolidated weights, read per posting: its `search` would also sort every posting list.
  const docs = engine.getDocs();
  const tokens = engine.getTokens();
  return (term: string): ReadonlyArray<readonly [number, number]> => {
    const ids = postings.get(term);
    const token = tokens[term];
    if (!ids || token === undefined) return [];
    const local = idf(total, ids.length);
    return ids.map((id) => [id, (docs[id]?.freq[token] ?? 0) / local] as const);
  };
}

