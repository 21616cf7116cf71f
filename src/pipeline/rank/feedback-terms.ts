import type { ScoredChunk } from '../select/passage';
import { idf } from './bm25-params';
import { prepareTerms } from './prepare-terms';
import type { TabIndex } from './tab-index';

/**
 * Pseudo-relevance feedback (Rocchio's idea, as in RM3): the terms that best characterise the
 * first ranking's top chunks, by IDF over the tabs, each chunk's terms weighted by its score
 * relative to the best. A question in other words than the page shares few words with the
 * sentence that answers it, but the chunks around it still carry the page's own words for it.
 */
export function feedbackTerms(
  tabs: ReadonlyArray<{ index: TabIndex }>,
  ranked: readonly ScoredChunk[],
  known: ReadonlySet<string>,
  options: { chunks: number; terms: number; weight: number },
): Map<string, number> {
  // From the readings' passages: a term only the text beside a reading holds would weigh the most.
  const top = ranked.filter((r) => !r.chunk.beside).slice(0, options.chunks).filter((r) => r.score > 0);
  const best = top[0]?.score ?? 0;
  if (best <= 0 || options.terms <= 0) return new Map();
  const totalChunks = tabs.reduce((sum, t) => sum + t.index.readingSize, 0);
  const termIdf = new Map<string, number>();
  const weights = new Map<string, number>();
  for (const r of top) {
    for (const term of prepareTerms(r.chunk.text)) {
      if (known.has(term)) continue;
      let w = termIdf.get(term);
      if (w === undefined) {
        w = idf(totalChunks, tabs.reduce((sum, t) => sum + (t.index.docFreq.get(term) ?? 0), 0));
        termIdf.set(term, w);
      }
      weights.set(term, (weights.get(term) ?? 0) + w * (r.score / best));
    }
  }
  const chosen = [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, options.terms);
  return new Map(chosen.map(([term]) => [term, options.weight]));
}
