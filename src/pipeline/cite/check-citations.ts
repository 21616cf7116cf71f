import { prepareTerms } from '../rank/prepare-terms';
import { figuresOf, holdsFigures } from './figures-of';
import { normalised, numbersWritten } from './quantities';
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

/**
 * A text's terms: its words as the ranker indexes them, and each number as a number ("#20980" for
 * "20,980", "20.980" in German, "２０９８０"; an ambiguous "1,000" gives both readings), so a figure
 * written another way is still the same term rather than the digit groups either side of a separator.
 */
function termsOf(text: string): { words: string[]; numbers: string[][] } {
  const t = normalised(text);
  const numbers = numbersWritten(t);
  let rest = '';
  let at = 0;
  for (const n of numbers) {
    rest += `${t.slice(at, n.index)} `;
    at = n.end;
  }
  rest += t.slice(at);
  return { words: prepareTerms(rest), numbers: numbers.map((n) => n.values.map((v) => `#${v}`)) };
}

const termSet = (text: string) => {
  const { words, numbers } = termsOf(text);
  return new Set([...words, ...numbers.flat()]);
};

/** The claim's terms and their weights; a number's readings are one term ("#1|#1000"). Numbers count double. */
function weightedTerms(text: string): Map<string, number> {
  const { words, numbers } = termsOf(text);
  const terms = new Map<string, number>();
  for (const word of words) terms.set(word, /^\p{N}+$/u.test(word) ? 2 : 1);
  for (const readings of numbers) terms.set(readings.join('|'), 2);
  return terms;
}

const asSource = (source: string | CitedSource): CitedSource => (typeof source === 'string' ? { text: source } : source);

/** What a reader already has besides the passage: its context, and the question asked. */
const known = (source: CitedSource, asked: string) => (asked ? `${source.context ?? ''}\n${asked}` : (source.context ?? ''));

const has = (terms: ReadonlySet<string>, term: string) => {
  if (term.startsWith('#')) return term.split('|').some((reading) => terms.has(reading));
  if (terms.has(term)) return true;
  const same = synonymsOf(term);
  return same !== undefined && [...same].some((s) => terms.has(s));
};

export function overlapScore(claim: string, cited: string | CitedSource): number {
  const source = asSource(cited);
  const claimTerms = weightedTerms(claim);
  if (claimTerms.size === 0) return 1;
  const sourceTerms = termSet(source.text);
  const contextTerms = termSet(source.context ?? '');
  let total = 0;
  let found = 0;
  for (const [term, weight] of claimTerms) {
    if (has(sourceTerms, term)) {
      found += weight;
      total += weight;
    } else if (!has(contextTerms, term)) {
      total += weight;
    }
  }
  return total === 0 ? 1 : found / total;
}

/**
 * What a claim adds to the question must be in its passage; the words it repeats from the question
 * need not be. Models restate the question ("The AFC at Super Bowl 50 was represented by the Denver
 * Broncos [1]") in the asker's words, which the passage often words otherwise ("…the American
 * Football Conference (AFC) champion Denver Broncos…"): judged on all its words such a claim looks
 * unsupported, while the part the reader came for is there. So a claim the overlap test finds weak is
 * still backed when its passage holds at least ADDED_AT_LEAST of the words it adds to the question
 * (and the passage's context) and shares at least ASKED_FLOOR of all its words. Only ever a second way
 * to be backed: a wrong passage must hold the new words too. Both from `npm run bench:citations` on
 * squad-v1.1-dev (bench/README.md).
 */
export const ADDED_AT_LEAST = 2 / 3;
export const ASKED_FLOOR = 0.3;

/** The share of the claim's words beyond the question's (and the passage's context) that the passage holds; undefined when it adds none. */
export function addedShare(claim: string, cited: string | CitedSource, asked: string): number | undefined {
  const source = asSource(cited);
  const sourceTerms = termSet(source.text);
  const given = termSet(known(source, asked));
  let total = 0;
  let found = 0;
  for (const [term, weight] of weightedTerms(claim)) {
    if (has(given, term)) continue;
    total += weight;
    if (has(sourceTerms, term)) found += weight;
  }
  return total === 0 ? undefined : found / total;
}

/** Whether the passage shares enough of the claim's words (see WEAK_BELOW, ADDED_AT_LEAST). */
function backsWords(claim: string, source: string | CitedSource, asked: string): boolean {
  const overlap = overlapScore(claim, source);
  if (overlap >= WEAK_BELOW) return true;
  if (!asked.trim() || overlap < ASKED_FLOOR) return false;
  return (addedShare(claim, source, asked) ?? 0) >= ADDED_AT_LEAST;
}

/**
 * A figure of the sentence that the source does not have ("lasts 16 hours" citing a passage about
 * charging in 45 minutes): enough words can be shared while the number the reader came for is not
 * there. Numbers that are part of a name ("Corvo Book 14", "iPhone 15", "LCD-2") or that the
 * passage's title or section holds are not figures (figures-of.ts), nor are the question's own
 * numbers restated ("In 2013-14, NBC finished behind CBS" citing "…finished the season…"): the
 * reader gave those. Measured in bench/README.md.
 */
export function missesANumber(claim: string, cited: string | CitedSource, asked = ''): boolean {
  const source = asSource(cited);
  return !holdsFigures(figuresOf(claim, known(source, asked), source.text), source.text);
}

/** Whether a cited source backs a sentence too little to show the citation as solid; `asked` is the question the answer answers. */
export function isWeakCitation(claim: string, source: string | CitedSource, asked = ''): boolean {
  return !backsWords(claim, source, asked) || missesANumber(claim, source, asked);
}

/**
 * Each claim against the passages its own citations name, and nothing else. A claim citing several
 * passages ("weighs 0.98 kg and 1.46 kg [1][2]") may find its figures across them: a passage is weak
 * when it shares too few words or holds none of the figures, and every one is when a figure is in
 * none of them.
 */
export function checkCitations(claims: Claim[], sourceOf: (id: number) => CitedSource | string | undefined, asked = ''): CheckedClaim[] {
  return claims.map((claim) => {
    const cited = claim.ids.map((id) => ({ id, source: sourceOf(id) }));
    if (cited.length <= 1) {
      const support = cited.map(({ id, source }) => ({
        id,
        overlap: source === undefined ? 0 : overlapScore(claim.text, source),
        weak: source === undefined || isWeakCitation(claim.text, source, asked),
      }));
      return { ...claim, support, weak: support.length > 0 && support.every((s) => s.weak) };
    }
    const found = cited.filter((c): c is { id: number; source: CitedSource | string } => c.source !== undefined).map((c) => ({ ...c, source: asSource(c.source) }));
    const context = found.map((c) => c.source.context ?? '').join('\n');
    const figures = figuresOf(claim.text, known({ text: '', context }, asked), found.map((c) => c.source.text).join('\n'));
    const everyFigureHeld = figures.every((f) => found.some((c) => holdsFigures([f], c.source.text)));
    const support = cited.map(({ id, source }) => {
      if (source === undefined) return { id, overlap: 0, weak: true };
      const overlap = overlapScore(claim.text, source);
      const holdsOne = figures.length === 0 || figures.some((f) => holdsFigures([f], asSource(source).text));
      return { id, overlap, weak: !everyFigureHeld || !backsWords(claim.text, source, asked) || !holdsOne };
    });
    return { ...claim, support, weak: support.every((s) => s.weak) };
  });
}
