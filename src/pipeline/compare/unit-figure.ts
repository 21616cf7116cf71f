import type { FigureMatcher } from './figure-matcher';
import { HAN_NUMBER, HANGUL_NUMBER, numberWordsBefore } from './number-words';

/** A number, then a unit; "1-year", "5-mm" state a figure as "1 year" does. */
const NUMBER = String.raw`\d(?:[\d.,\s]*\d)?[\s\-‐‑]?`;
/**
 * A unit spelled as a word ("hours", "Jahre", "d[ií]as", "часа"), not an abbreviation ("h", "in", "m"): it may follow a
 * number word. A character class counts as one letter.
 */
const SPELLED = /^[\p{Script=Latin}\p{Script=Cyrillic}]{3}/u;
const spelledUnit = (unit: string) => SPELLED.test(unit.replace(/\[[^\]]*\]/gu, 'x'));
const HAN_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL_START = /^\p{Script=Hangul}/u;
const HAN_END = /[\p{Script=Han}]$/u;
const KATAKANA_END = /[\p{Script=Katakana}ー]$/u;
const HANGUL_END = /\p{Script=Hangul}$/u;
/** Korean measures counted only in Sino-Korean numbers. */
const SINO_KOREAN = /^(?:년|도)$/u;

/**
 * Where a unit ends, by the script it is written in. A Latin or Cyrillic unit ends where no letter of a spaced script
 * follows: "5 quartets" is no quart, but "重さ1.2kg以下" and "5h续航" are figures (Chinese and Japanese write no
 * spaces). A Han unit runs on into the next word ("5小时续航", "2年保証"). A Katakana unit ends where Katakana does
 * not go on ("5キロメートル" is no kilo). A Korean unit takes its particle ("5시간을", "2년간", "3도에서"), and no
 * other syllable: "두 달러" is two dollars, not two months; "한 도시" one city, not one degree.
 */
const SPACED_END = '(?!(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}])\\p{L})';
const KATAKANA_GOES_ON = '(?![\\p{Script=Katakana}ー])';
const HANGUL_PARTICLE = '(?=[은는이가을를의에도만와과로으간동까부정짜씩당째]|(?!\\p{L}))';
/** A Chinese counter between a figure and its unit: "5个小时". */
const COUNTER = '[个個]?';

const alternation = (units: readonly string[]) => `(?:${units.join('|')})`;

/**
 * A figure in one of the units: digits, or a number written as a word before a unit spelled as a word ("five hours",
 * "zwei Jahre", "两年", "두 시간"; `number-words.ts`). Only spelled units: "one in five", "ten m" are not figures.
 * The digits' and numerals' pattern is one RegExp; the spelled units are looked for apart and the words before each
 * checked then (`numberWordsBefore`), which keeps each pattern small and quick. Only `test` and `key`: no caller can
 * take the digits' pattern for the whole figure.
 */
export class UnitFigure implements FigureMatcher {
  readonly key: string;
  // Plain patterns, run in V8's fast path.
  private readonly figures: RegExp;
  private readonly spelled: RegExp | null;

  constructor(units: readonly string[]) {
    // Each unit with its end: by the script of its last letter.
    const endOf = (u: string) => (HAN_END.test(u) ? '' : KATAKANA_END.test(u) ? KATAKANA_GOES_ON : HANGUL_END.test(u) ? HANGUL_PARTICLE : SPACED_END);
    const ended = (list: readonly string[]) => {
      const byEnd = new Map<string, string[]>();
      for (const u of list) byEnd.set(endOf(u), [...(byEnd.get(endOf(u)) ?? []), u]);
      return [...byEnd].map(([end, group]) => (end === '' ? `${COUNTER}${alternation(group)}` : `${alternation(group)}${end}`));
    };
    const hanWritten = units.filter((u) => HAN_START.test(u));
    // Korean native numerals count hours and months ("두 시간", "세 달"); years and degrees take Sino-Korean numbers,
    // which pages write in digits ("한도" is a limit, not one degree).
    const nativeCounted = units.filter((u) => HANGUL_START.test(u) && !SINO_KOREAN.test(u));
    const figures = [
      `${NUMBER}(?:${ended(units).join('|')})`,
      ...(hanWritten.length ? [`${HAN_NUMBER}(?:${ended(hanWritten).join('|')})`] : []),
      ...(nativeCounted.length ? [`${HANGUL_NUMBER}(?:${ended(nativeCounted).join('|')})`] : []),
    ];
    const source = figures.join('|');
    const spelled = units.filter(spelledUnit);
    // A compound going on past a unit spelled after a number word is another thing: "a two-year-old company" states an age.
    const spelledSource = spelled.length ? `${alternation(spelled)}(?![\\p{L}]|[\\-‐‑]\\p{L})` : null;
    this.figures = new RegExp(source, 'iu');
    this.spelled = spelledSource ? new RegExp(spelledSource, 'giu') : null;
    this.key = `${source}\u0000${spelledSource ?? ''}`;
  }

  test(text: string): boolean {
    if (this.figures.test(text)) return true;
    const spelled = this.spelled;
    if (!spelled) return false;
    spelled.lastIndex = 0;
    for (let m = spelled.exec(text); m; m = spelled.exec(text)) if (numberWordsBefore(text, m.index)) return true;
    return false;
  }
}

/** The figure of a measure in its units, as the attribute tables write it. */
export const unit = (...units: string[]): FigureMatcher => new UnitFigure(units);
