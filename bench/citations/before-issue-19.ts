import { prepareTerms } from '../../src/pipeline/rank/prepare-terms';

/**
 * The citation check as shipped before issue 19, kept to compare against: the passage's text
 * alone, no synonyms, and every number of the sentence a figure the passage must hold (so "Corvo
 * Book 14" made "14" a figure).
 */
export function isWeakBefore(claim: string, source: string): boolean {
  const claimTerms = prepareTerms(claim);
  const sourceTerms = new Set(prepareTerms(source));
  const weights = new Map(claimTerms.map((t) => [t, /^\p{N}+$/u.test(t) ? 2 : 1]));
  if (weights.size === 0) return false;
  let total = 0;
  let found = 0;
  for (const [t, w] of weights) {
    total += w;
    if (sourceTerms.has(t)) found += w;
  }
  const missesNumber = claimTerms.some((t) => /^\p{N}+$/u.test(t) && !sourceTerms.has(t));
  return found / total < 0.35 || missesNumber;
}
