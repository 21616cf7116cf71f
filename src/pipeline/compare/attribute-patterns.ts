/** How the attribute tables (`attributes.ts`, `attributes-nutrition.ts`) write words; their figures: `unit-figure.ts`, `figure-matcher.ts`. */

/** A letter, mark or digit in any script (JavaScript's \b is ASCII-only). */
export const L = '[\\p{L}\\p{M}\\p{N}]';
const HANGUL_END = /\p{Script=Hangul}$/u;
/**
 * Whole words; a German noun written `\p{L}*speicher` is also the head of a compound (Grafikspeicher,
 * Arbeitsspeicher). A Korean word takes its particle without a space ("무게는", "가격이"): it may run on.
 */
export const words = (...phrases: string[]) => {
  const korean = phrases.filter((p) => HANGUL_END.test(p));
  const spaced = phrases.filter((p) => !HANGUL_END.test(p));
  const parts = [...(spaced.length ? [`(?<!${L})(?:${spaced.join('|')})(?!${L})`] : []), ...(korean.length ? [`(?<!${L})(?:${korean.join('|')})`] : [])];
  return new RegExp(parts.join('|'), 'iu');
};
/** Scripts without spaces between words: matched anywhere. */
export const anywhere = (...phrases: string[]) => new RegExp(`(?:${phrases.join('|')})`, 'iu');
export const either = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => p.source).join('|'), 'iu');
