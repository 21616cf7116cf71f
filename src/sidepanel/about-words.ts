import { ui } from '../i18n/ui-translator';

/**
 * Counts the user reads are in words, not the model's tokens (review N11). A token is about 0.75 English
 * words: the estimate where only tokens are known (what the engine kept, a model's window).
 */
export const WORDS_PER_TOKEN = 0.75;

/** The words of a text, as the language's word breaker finds them (CJK too, where no spaces separate words). */
export function countWords(text: string): number {
  let n = 0;
  for (const s of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)) if (s.isWordLike) n++;
  return n;
}

/** Two significant figures: "about 4,500 words", not "about 4,512". */
export function roundAbout(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** "about 4,500 words". */
export function aboutWords(words: number): string {
  return ui.plural('wordCountAbout', roundAbout(words));
}

/** "about 300 words", for a number of tokens. */
export function aboutWordsForTokens(tokens: number): string {
  return aboutWords(tokens * WORDS_PER_TOKEN);
}
