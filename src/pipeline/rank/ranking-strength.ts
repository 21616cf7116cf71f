import type { ScoredChunk } from '../select/passage';
import { idf } from './bm25-params';
import { prepareTerms } from './prepare-terms';
import type { TabIndex } from './tab-index';

/**
 * How well the best chunk answers the question's words, 0…1: the share of the question's term
 * weight (IDF over the tabs asked about) that the best chunk holds. A word that no tab holds at all
 * weighs as much as the rarest word that one does: it is the clearest sign that the question is
 * phrased in other words than the page (a paraphrase), which is what a query rewrite can fix.
 */
export function rankingStrength(tabs: ReadonlyArray<{ index: TabIndex }>, query: string, ranked: readonly ScoredChunk[]): number {
  const terms = [...new Set(prepareTerms(query))];
  if (terms.length === 0) return 1;
  const totalChunks = tabs.reduce((sum, t) => sum + t.index.readingSize, 0);
  const weights = terms.map((term) => {
    const n = tabs.reduce((sum, t) => sum + (t.index.docFreq.get(term) ?? 0), 0);
    return n > 0 ? idf(totalChunks, n) : undefined;
  });
  const rarest = idf(Math.max(1, totalChunks), 1);
  // How well the readings answer: the text beside them is a fallback, not what a rewrite would fix.
  const top = ranked.find((r) => !r.chunk.beside);
  if (!top || top.score <= 0) return 0;
  const held = new Set(prepareTerms([top.chunk.text, ...top.chunk.headings].join('\n')));
  let total = 0;
  let found = 0;
  terms.forEach((term, i) => {
    const w = weights[i] ?? rarest;
    total += w;
    if (held.has(term)) found += w;
  });
  return total > 0 ? found / total : 1;
}
