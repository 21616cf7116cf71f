/** How the attribute tables (`attributes.ts`, `attributes-nutrition.ts`) write words and figures. */
import { HAN_NUMBER, HANGUL_NUMBER, numberWordsBefore } from './number-words';

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
/** A number, then a unit that is not the start of a longer word; "1-year", "5-mm" state a figure as "1 year" does. */
export const NUMBER = String.raw`\d(?:[\d.,\s]*\d)?[\s\-‐‑]?`;
/** A unit spelled as a word ("hours", "Jahre", "часа"), not an abbreviation ("h", "in", "m"): it may follow a number word. */
const SPELLED = /^[\p{Script=Latin}\p{Script=Cyrillic}]{3}/u;
const HAN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /^\p{Script=Hangul}/u;
/**
 * A figure in one of the units: digits, or a number written as a word before a unit spelled as a word ("five hours",
 * "zwei Jahre", "两年", "두 시간"; `number-words.ts`). Only spelled units: "one in five", "ten m" are not figures.
 * Callers only test it; its source is the digits' and numerals' pattern, the spelled units are looked for apart and
 * the words before each checked then (`numberWordsBefore`), which keeps each pattern small and quick.
 */
class UnitFigure extends RegExp {
  // Plain patterns, run in V8's fast path (a subclass's own test goes through the slow one).
  private readonly figures: RegExp;
  private readonly spelled: RegExp | null;

  constructor(source: string, spelled: string | null) {
    super(source, 'iu');
    this.figures = new RegExp(source, 'iu');
    this.spelled = spelled ? new RegExp(spelled, 'giu') : null;
  }

  override test(text: string): boolean {
    if (this.figures.test(text)) return true;
    const spelled = this.spelled;
    if (!spelled) return false;
    spelled.lastIndex = 0;
    for (let m = spelled.exec(text); m; m = spelled.exec(text)) if (numberWordsBefore(text, m.index)) return true;
    return false;
  }
}

export const unit = (...units: string[]): RegExp => {
  const spelled = units.filter((u) => SPELLED.test(u));
  const han = units.filter((u) => HAN.test(u));
  const hangul = units.filter((u) => HANGUL.test(u));
  const figures = [
    `${NUMBER}(?:${units.join('|')})`,
    ...(han.length ? [`${HAN_NUMBER}(?:${han.join('|')})`] : []),
    ...(hangul.length ? [`${HANGUL_NUMBER}(?:${hangul.join('|')})`] : []),
  ];
  // The space or hyphen before the unit is checked with the words (`numberWordsBefore`): a lookbehind here would run at every
  // place. A compound going on past the unit is another thing: "a two-year-old company" states an age, not a warranty.
  return new UnitFigure(`(?:${figures.join('|')})(?![\\p{L}])`, spelled.length ? `(?:${spelled.join('|')})(?![\\p{L}]|[\\-‐‑]\\p{L})` : null);
};
