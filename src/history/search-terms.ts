/**
 * How kept conversations are cut into search terms, the same for the text and for what the user types,
 * in every language the product speaks:
 * - Latin, Greek and Cyrillic letters lose their accents and case ("Élan" finds "elan", "ЁЖ" finds "ёж");
 * - Chinese, Japanese and Korean, which need no spaces, become overlapping pairs of characters (bigrams):
 *   "東京大学" → 東京, 京大, 大学; a query is cut the same way, and its last pair or lone character matches
 *   as a prefix, so each character typed narrows the results;
 * - everything else is a word of letters and digits.
 * Hangul is never decomposed (NFD would split its syllables into jamo).
 */
/** Letters of the scripts folded (beyond ASCII): each one's folded form, memoised (NFD is slow to run per character). */
const FOLDABLE = /[\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1FFF]/gu;
const folded = new Map<string, string>();
const foldLetter = (letter: string) => {
  let f = folded.get(letter);
  if (f === undefined) folded.set(letter, (f = letter.normalize('NFD').replace(/\p{M}/gu, '')));
  return f;
};
const CJK_CLASS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー`;
/** One pass: a run of CJK characters, or a word of any other letters, digits and marks. */
const TOKENS = new RegExp(String.raw`[${CJK_CLASS}]+|[[\p{L}\p{N}\p{M}]--[${CJK_CLASS}]]+`, 'gv');
const CJK = new RegExp(String.raw`^[${CJK_CLASS}]`, 'u');

/** A text as search compares it: Latin, Greek and Cyrillic without accents, all lower case. */
export const foldText = (text: string): string => text.replace(FOLDABLE, foldLetter).toLowerCase();

export const isCjkTerm = (term: string): boolean => CJK.test(term);

/** The terms of a text, in order (repeats kept: the index counts them). */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [run] of foldText(text).matchAll(TOKENS)) {
    if (!CJK.test(run)) terms.push(run);
    else if (run.length === 1) terms.push(run);
    else for (let i = 0; i + 1 < run.length; i++) terms.push(run.slice(i, i + 2));
  }
  return terms;
}
