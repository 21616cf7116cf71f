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
const FOLDED_SCRIPTS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]+/gu;
const WORDS = /[\p{L}\p{N}\p{M}]+/gu;
const CJK_RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;

/** One character (or a run) as search compares it: no accents, lower case. */
export const foldText = (text: string): string =>
  text.replace(FOLDED_SCRIPTS, (run) => run.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();

export const isCjkTerm = (term: string): boolean => CJK.test(term);

/** The terms of a text, in order (repeats kept: the index counts them). */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of foldText(text).matchAll(WORDS)) {
    for (const [run] of word.matchAll(CJK_RUNS)) {
      if (!isCjkTerm(run)) {
        const plain = run.replace(/\p{M}/gu, '');
        if (plain) terms.push(plain);
      } else if (run.length === 1) terms.push(run);
      else for (let i = 0; i + 1 < run.length; i++) terms.push(run.slice(i, i + 2));
    }
  }
  return terms;
}
