import { prepareTerms } from '../../../src/pipeline/rank/prepare-terms';
import { figuresOf } from './figures-of';
import type { Claim } from './split-claims';
import { synonymsOf } from './synonyms';

/** How well one cited source backs one sentence. */
export interface CitationSupport {
  id: number;
  /** Share of the sentence's content terms (stemmed, stop words out) found in the source. */
  overlap: number;
  weak: boolean;
}

export interface CheckedClaim extends Claim {
  support: CitationSupport[];
  /** True when no cited source backs the sentence well. */
  weak: boolean;
}

/** A cited passage: its text, and what frames it for a reader (its tab's title, its section). */
export interface CitedSource {
  text: string;
  context?: string;
}

/**
 * A cited source is weak for a sentence when fewer than WEAK_BELOW of the sentence's content terms
 * occur in it (the same text preparation as the ranker: Unicode words, stop words dropped, Porter2
 * stems, character bigrams for unspaced scripts). A lexical test: it catches a citation to the wrong
 * source or to nothing like the claim, not a paraphrase that inverts the meaning.
 * Numbers count double: a wrong figure is the worst unsupported claim. A term that only the passage's
 * context holds (its tab's title, its section) neither counts for nor against it: "The bakery is shut
 * on Mondays" citing "We are closed every Monday" on the bakery's page need not find "bakery" in the
 * passage, and a wrong passage of the same page gains nothing from sharing its title.
 * 0.35 from `npm run bench:citations` on squad-v1.1-dev (bench/README.md).
 */
export const WEAK_BELOW = 0.35;
function weightedTerms(text: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const term of prepareTerms(text)) terms.set(term, /^\p{N}+$/u.test(term) ? 2 : 1);
  return terms;
}

const asSource = (source: string | CitedSource): CitedSource => (typeof source === 'string' ? { text: source } : source);

const has = (terms: ReadonlySet<string>, term: string) => {
  if (terms.has(term)) return true;
  const same = synonymsOf(term);
  return same !== undefined && [...same].some((s) => terms.has(s));
};

export function overlapScore(claim: string, cited: string | CitedSource): number {
  const source = asSource(cited);
  const claimTerms = weightedTerms(claim);
  if (claimTerms.size === 0) return 1;
  const sourceTerms = new Set(prepareTerms(source.text));
  const contextTerms = new Set(prepareTerms(source.context ?? ''));
  let total = 0;
  let found = 0;
  for (const [term, weight] of claimTerms) {
    if (has(sourceTerms, term)) {
      found += weight;
      total += weight;
    } else if (!contextTerms.has(term)) {
      total += weight;
    }
  }
  return total === 0 ? 1 : found / total;
}

/**
 * A figure of the sentence that the source does not have ("lasts 16 hours" citing a passage about
 * charging in 45 minutes): enough words can be shared while the number the reader came for is not
 * there. Numbers that are part of a name ("Corvo Book 14", "iPhone 15", "LCD-2") or that the
 * passage's title or section holds are not figures (figures-of.ts). Measured in bench/README.md.
 */
export function missesANumber(claim: string, cited: string | CitedSource): boolean {
  const source = asSource(cited);
  const figures = figuresOf(claim, source.context ?? '');
  if (figures.length === 0) return false;
  const sourceTerms = new Set(prepareTerms(source.text));
  return figures.some((parts) => parts.some((n) => !sourceTerms.has(n)));
}

/** Whether a cited source backs a sentence too little to show the citation as solid. */
export function isWeakCitation(claim: string, source: string | CitedSource): boolean {
  return overlapScore(claim, source) < WEAK_BELOW || missesANumber(claim, source);
}

export function checkCitations(claims: Claim[], sourceOf: (id: number) => CitedSource | string | undefined): CheckedClaim[] {
  return claims.map((claim) => {
    const support = claim.ids.map((id) => {
      const source = sourceOf(id);
      const overlap = source === undefined ? 0 : overlapScore(claim.text, source);
      return { id, overlap, weak: source === undefined || isWeakCitation(claim.text, source) };
    });
    return { ...claim, support, weak: support.length > 0 && support.every((s) => s.weak) };
  });
}
