import type { ScoredChunk, SourceInfo } from '../select/passage';
import { idf } from './bm25-params';
import { abbreviationTerms } from './abbreviation-terms';
import { crossLanguageTerms } from './cross-language-terms';
import { prepareTerms } from './prepare-terms';
import type { TabIndex } from './tab-index';

export interface RankOptions {
  /**
   * More phrasings of the question, e.g. from a model-written query rewrite (the Codexity design's
   * answer to BM25's blindness to synonyms). Their terms count `rewriteWeight` times as much as the
   * question's own, so a poor rewrite cannot outvote the user's words.
   */
  extraQueries?: string[];
  rewriteWeight?: number;
  /** Prepared terms with their own weights (pseudo-relevance feedback: feedback-terms.ts). */
  extraTerms?: ReadonlyMap<string, number>;
  /**
   * Also score each chunk with the words of its tab's title (the page's subject, which every chunk
   * holds in its heading field) counted alike in every chunk: each gets the tab's least, as `lead`.
   * Such a word says which tab, not which passage: the lead repeats the subject ("Harbour Lane
   * Bakery has baked…") and would come before the passage that answers ("closed every Monday").
   * Only the order of what is chosen uses it: choosing by it cost recall at small budgets
   * (bench/README.md, follow-ups).
   */
  leadScores?: boolean;
}

/**
 * Query terms with their weights: the question's own at 1, the pages' words it writes in another
 * language or script (cross-language-terms.ts) up to 1, the long form the pages write for its
 * abbreviation (abbreviation-terms.ts) and rewrites' new terms lower.
 */
function queryTerms(query: string, options: RankOptions, tabs: ReadonlyArray<{ index: TabIndex }>): Map<string, number> {
  const terms = new Map<string, number>();
  for (const term of prepareTerms(query)) terms.set(term, 1);
  for (const [term, w] of crossLanguageTerms(query, tabs)) if (!terms.has(term)) terms.set(term, w);
  for (const [term, w] of abbreviationTerms(query, tabs)) if (!terms.has(term)) terms.set(term, w);
  const weight = options.rewriteWeight ?? 0.5;
  for (const extra of options.extraQueries ?? []) {
    for (const term of prepareTerms(extra)) if (!terms.has(term)) terms.set(term, weight);
  }
  for (const [term, w] of options.extraTerms ?? []) if (!terms.has(term)) terms.set(term, w);
  return terms;
}

/**
 * One IDF for each term over all the tabs' reading chunks, as if they were one collection; a term
 * only the text beside the readings holds takes its IDF from there; terms no tab holds are left out.
 */
function idfOver(tabs: ReadonlyArray<{ index: TabIndex }>, terms: Iterable<string>): Map<string, number> {
  const totalChunks = tabs.reduce((sum, t) => sum + t.index.readingSize, 0);
  const allChunks = tabs.reduce((sum, t) => sum + t.index.chunks.length, 0);
  const termIdf = new Map<string, number>();
  for (const term of terms) {
    const n = tabs.reduce((sum, t) => sum + (t.index.docFreq.get(term) ?? 0), 0);
    if (n > 0) termIdf.set(term, idf(totalChunks, n));
    else {
      const beside = tabs.reduce((sum, t) => sum + (t.index.besideFreq.get(term) ?? 0), 0);
      if (beside > 0) termIdf.set(term, idf(allChunks, beside));
    }
  }
  return termIdf;
}

/**
 * A chunk of the text beside a page's reading (Chunk.beside) scores this share of what its words
 * give: it answers where the reading holds nothing as good, behind the reading's passages that
 * match. At a quarter and above, paraphrase-dev lost questions the reading answers to sidebars that
 * share their words; comparisons, which take a stated measure at its full worth
 * (compare/comparison-offers.ts), kept their gain at every weight tried (bench/README.md).
 */
export const BESIDE_WEIGHT = 0.1;

/**
 * Each tab's best chunk score for the query, as `rankTabs` scores it (one IDF over all the tabs),
 * without ranking: no chunk is listed or sorted. Choosing which of many tabs to read needs only
 * this (choose/tab-candidate.ts); the chosen tabs are then ranked once, for their passages.
 */
export function bestChunkScores(tabs: ReadonlyArray<{ tabId: number; index: TabIndex }>, query: string): Map<number, number> {
  const terms = queryTerms(query, {}, tabs);
  const termIdf = idfOver(tabs, terms.keys());
  const best = new Map<number, number>();
  for (const { tabId, index } of tabs) {
    const scores = new Float64Array(index.chunks.length);
    for (const [term, weight] of terms) {
      const termWeight = termIdf.get(term);
      if (termWeight === undefined) continue;
      for (const [position, tf] of index.termFrequencies(term)) scores[position] = (scores[position] ?? 0) + tf * termWeight * weight;
    }
    let top = 0;
    // The text beside a reading weighs here as it does in rankTabs.
    scores.forEach((score, i) => {
      const weighted = i < index.readingSize ? score : score * BESIDE_WEIGHT;
      if (weighted > top) top = weighted;
    });
    best.set(tabId, Math.max(top, best.get(tabId) ?? 0));
  }
  return best;
}

const compareSources = (a: SourceInfo, b: SourceInfo) =>
  a.url < b.url ? -1 : a.url > b.url ? 1 : a.tabId - b.tabId;

/**
 * The chunks of all the tabs that match the question, scored by BM25F, best first. One IDF over all
 * the tabs' chunks (as if they were one collection) makes scores comparable across tabs: a word that
 * fills one page is not rare just because that page's own index says so. When nothing matches
 * ("summarise these"), every chunk comes back at score 0 in reading order, so each tab's opening
 * passages still answer (the reading's: not the text beside it). Ties break by chunk position, URL and tab id, so the result does not
 * depend on the order the tabs are given in. (Unmatched chunks are left out otherwise: over 12
 * long pages they are ~85% of all chunks, and building them was a third of the query time.)
 */
export function rankTabs(
  tabs: ReadonlyArray<{ source: SourceInfo; index: TabIndex }>,
  query: string,
  options: RankOptions = {},
): ScoredChunk[] {
  const terms = queryTerms(query, options, tabs);
  const termIdf = idfOver(tabs, terms.keys());

  const matched: ScoredChunk[] = [];
  const unmatchedByTab: Array<{ source: SourceInfo; chunks: ScoredChunk[] }> = [];
  for (const { source, index } of tabs) {
    const unmatched: ScoredChunk[] = [];
    unmatchedByTab.push({ source, chunks: unmatched });
    const scores = new Float64Array(index.chunks.length);
    const subject = options.leadScores ? titleTerms(index) : undefined;
    const flat = subject ? new Float64Array(index.chunks.length) : undefined;
    for (const [term, weight] of terms) {
      const termWeight = termIdf.get(term);
      if (termWeight === undefined) continue;
      const postings = index.termFrequencies(term);
      // A title word: each chunk gets the tab's least, plus a share of the rest.
      const floor = subject?.has(term) && postings.length > 1 ? minTf(postings) : undefined;
      for (const [position, tf] of postings) {
        scores[position] = (scores[position] ?? 0) + tf * termWeight * weight;
        if (flat) flat[position] = (flat[position] ?? 0) + (floor ?? tf) * termWeight * weight;
      }
    }
    index.chunks.forEach((chunk, i) => {
      const weight = chunk.beside ? BESIDE_WEIGHT : 1;
      const score = (scores[i] ?? 0) * weight;
      if (score > 0) matched.push(flat ? { source, chunk, score, lead: (flat[i] ?? 0) * weight } : { source, chunk, score });
      else if (matched.length === 0 && !chunk.beside) unmatched.push({ source, chunk, score });
    });
  }
  if (matched.length === 0) return interleave(unmatchedByTab);
  return matched.sort((a, b) => b.score - a.score || a.chunk.index - b.chunk.index || compareSources(a.source, b.source));
}

/** A tab's title terms, once per index (its title never changes). */
const titleTermsOf = new WeakMap<TabIndex, ReadonlySet<string>>();
function titleTerms(index: TabIndex): ReadonlySet<string> {
  let terms = titleTermsOf.get(index);
  if (!terms) {
    terms = new Set(prepareTerms(index.title));
    titleTermsOf.set(index, terms);
  }
  return terms;
}

function minTf(postings: ReadonlyArray<readonly [number, number]>): number {
  let least = Number.POSITIVE_INFINITY;
  for (const [, tf] of postings) if (tf < least) least = tf;
  return least;
}

/**
 * Unmatched chunks in reading order across tabs: every tab's first, then every tab's second…, tabs
 * by URL and id. Built by walking, not sorting: most chunks match nothing, so this is most of them.
 */
function interleave(byTab: Array<{ source: SourceInfo; chunks: ScoredChunk[] }>): ScoredChunk[] {
  const tabs = [...byTab].sort((a, b) => compareSources(a.source, b.source));
  const out: ScoredChunk[] = [];
  const cursors = tabs.map(() => 0);
  for (let remaining = tabs.reduce((n, t) => n + t.chunks.length, 0); remaining > 0; ) {
    // The smallest chunk index among the tabs' next chunks goes first; ties keep tab order.
    let next = Number.POSITIVE_INFINITY;
    tabs.forEach((t, k) => {
      const c = t.chunks[cursors[k]!];
      if (c && c.chunk.index < next) next = c.chunk.index;
    });
    tabs.forEach((t, k) => {
      const c = t.chunks[cursors[k]!];
      if (c && c.chunk.index === next) {
        out.push(c);
        cursors[k]! += 1;
        remaining -= 1;
      }
    });
  }
  return out;
}
