import type { ScoredChunk } from '../select/passage';
import { estimateTokens } from '../select/estimate-tokens';

/** A passage this long or shorter pays nothing for its length: a spec line, a sentence or two. */
const PLAIN_TOKENS = 40;
/** What each e-fold of length past PLAIN_TOKENS takes from a comparison offer's score. */
const PER_E_FOLD = 0.07;

/**
 * What a comparison offer's length costs it in its tab's order: nothing up to a sentence or two,
 * then a little for each doubling. A tab's offers that state the attribute asked and match the
 * question about as well (a wiki's many paths, a guide's many "N hours") are near ties: the credit
 * for stating the attribute (attributeScore) is the same for a spec line and a long paragraph that
 * holds one figure somewhere. The price makes it a credit per token, so the shorter goes first, and
 * at a small budget it leaves the tab's turn room for the next (a one-line systemd unit path sat
 * behind long config blocks; bench/README.md, "Order within a compared tab"). Only what states the attribute pays: the question's match is the ranking's, whose
 * length normalisation is its own (a paragraph with the question's words and no figure keeps its
 * place among figure lines). Small beside a match or a stated figure, so it only reorders near ties.
 */
export function lengthPrice(text: string): number {
  return PER_E_FOLD * Math.max(0, Math.log(estimateTokens(text) / PLAIN_TOKENS));
}

/** An offer, and whether its length is priced (comparison-offers.ts: it states the attribute or field asked). */
export interface LengthPriced extends ScoredChunk {
  lengthPriced?: boolean;
}

/**
 * Offers in the order of their score less the length price of the text each will send (for those
 * `lengthPriced`): once a passage is cut to its stated lines (stated-lines.ts), the cut is what is
 * paid for, not the chunk it came from. Stable: equal keys keep the order given. The scores are left
 * as they are.
 */
export function byLengthPrice<T extends LengthPriced>(offers: readonly T[]): T[] {
  const keyed = offers.map((o, i) => ({ o, i, key: o.score - (o.lengthPriced ? lengthPrice(o.chunk.text) : 0) }));
  keyed.sort((a, b) => b.key - a.key || a.i - b.i);
  return keyed.map((k) => k.o);
}
