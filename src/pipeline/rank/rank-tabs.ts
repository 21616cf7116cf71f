import type { ScoredChunk, SourceInfo } from '../select/passage';
import { idf } from './bm25-params';
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
}

/** Query terms with their weights: the question's own at 1, rewrites' new terms lower. */
function queryTerms(query: string, options: RankOptions): Map<string, number> {
  const terms = new Map<string, number>();
  for (const term of prepareTerms(query)) terms.set(term, 1);
  const weight = options.rewriteWeight ?? 0.5;
  for (const extra of options.extraQueries ?? []) {
    for (const term of prepareTerms(extra)) if (!terms.has(term)) terms.set(term, weight);
  }
  return terms;
}

const compareSources = (a: SourceInfo, b: SourceInfo) =>
  a.url < b.url ? -1 : a.url > b.url ? 1 : a.tabId - b.tabId;

/**
 * Every chunk of every tab, scored by BM25F against the question, best first. One IDF over all the
 * tabs' chunks (as if they were one collection) makes scores comparable across tabs: a word that
 * fills one page is not rare just because that page's own index says so. Chunks that match nothing
 * score 0 and come last in reading order, so a question without matching words ("summarise these")
 * still gets each tab's opening passages. Ties break by chunk position, URL and tab id, so the
 * result does not depend on the order the tabs are given in.
 */
export function rankTabs(
  tabs: ReadonlyArray<{ source: SourceInfo; index: TabIndex }>,
  query: string,
  options: RankOptions = {},
): ScoredChunk[] {
  const terms = queryTerms(query, options);
  const totalChunks = tabs.reduce((sum, t) => sum + t.index.chunks.length, 0);
  const termIdf = new Map<string, number>();
  for (const term of terms.keys()) {
    const n = tabs.reduce((sum, t) => sum + (t.index.docFreq.get(term) ?? 0), 0);
    if (n > 0) termIdf.set(term, idf(totalChunks, n));
  }

  const matched: ScoredChunk[] = [];
  const unmatched: ScoredChunk[] = [];
  for (const { source, index } of tabs) {
    const scores = new Float64Array(index.chunks.length);
    for (const [term, weight] of terms) {
      const termWeight = termIdf.get(term);
      if (termWeight === undefined) continue;
      for (const [position, tf] of index.termFrequencies(term)) {
        scores[position] = (scores[position] ?? 0) + tf * termWeight * weight;
      }
    }
    index.chunks.forEach((chunk, i) => {
      const score = scores[i] ?? 0;
      (score > 0 ? matched : unmatched).push({ source, chunk, score });
    });
  }
  const byPlace = (a: ScoredChunk, b: ScoredChunk) => a.chunk.index - b.chunk.index || compareSources(a.source, b.source);
  matched.sort((a, b) => b.score - a.score || byPlace(a, b));
  unmatched.sort(byPlace);
  return matched.concat(unmatched);
}
