import type { FigureMatcher } from './figure-matcher';
import { HAN_NUMBER, HANGUL_NUMBER, numberWordsBefore, SINO_KOREAN_NUMBER } from './number-words';

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
/** The Korean units Sino-Korean numerals in Hangul are read before ("삼 년", "육개월"; `number-words.ts`). */
const SINO_KOREAN_READ = /^(?:년|개월)$/u;
/**
 * Korean units of time that run on into the next word after digits, as Han units do ("2년보증", "10시간재생", "3개월무이자").
 * Not "1990년생" (born in 1990, a year's student). The other Korean units keep to their particle: "5달러" is five dollars,
 * "2킬로미터" no weight, "100주" a hundred shares.
 */
const KOREAN_RUNS_ON = /^(?:년|개월|시간)$/u;
const RUNS_ON_END = '(?!생)';
/**
 * A unit written `(?-i:Go)` keeps its case (French "16 Go", "1 To", "512 Mo": "5 to 10" is no size). Node 20 has no
 * inline modifiers, so these units are read by a pattern of their own without the `i` flag.
 */
const CASED = /^\(\?-i:(.*)\)$/u;
/**
 * A unit's letters, without the lookarounds that bound it (`年(?![级級生])`, `(?<!…四)周`): its script is that of the
 * letters it is written in.
 */
function unitLetters(unit: string): string {
  let out = '';
  for (let i = 0; i < unit.length; ) {
    if (!/^\(\?<?[=!]/u.test(unit.slice(i, i + 4))) {
      out += unit[i]!;
      i += 1;
      continue;
    }
    let depth = 0;
    for (; i < unit.length; i += 1) {
      const c = unit[i]!;
      if (c === '\\') i += 1;
      else if (c === '(') depth += 1;
      else if (c === ')' && --depth === 0) break;
    }
    i += 1;
  }
  return out;
}

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
  private readonly cased: RegExp | null;
  private readonly spelled: RegExp | null;

  constructor(all: readonly string[]) {
    const cased = all.flatMap((u) => CASED.exec(u)?.[1] ?? []);
    const units = all.filter((u) => !CASED.test(u));
    // Each unit with its end: by the script of its last letter.
    const endOf = (u: string, afterDigits = false) => {
      const letters = unitLetters(u);
      if (HAN_END.test(letters)) return '';
      if (KATAKANA_END.test(letters)) return KATAKANA_GOES_ON;
      if (HANGUL_END.test(letters)) return afterDigits && KOREAN_RUNS_ON.test(letters) ? RUNS_ON_END : HANGUL_PARTICLE;
      return SPACED_END;
    };
    const ended = (list: readonly string[], afterDigits = false) => {
      const byEnd = new Map<string, string[]>();
      for (const u of list) byEnd.set(endOf(u, afterDigits), [...(byEnd.get(endOf(u, afterDigits)) ?? []), u]);
      return [...byEnd].map(([end, group]) => (end === '' ? `${COUNTER}${alternation(group)}` : `${alternation(group)}${end}`));
    };
    const hanWritten = units.filter((u) => HAN_START.test(unitLetters(u)));
    // Korean native numerals count hours and months ("두 시간", "세 달"); years and degrees take Sino-Korean numbers
    // ("한도" is a limit, not one degree), read in Hangul before years and months alone.
    const nativeCounted = units.filter((u) => HANGUL_START.test(u) && !SINO_KOREAN.test(u));
    const sinoCounted = units.filter((u) => SINO_KOREAN_READ.test(u));
    const figures = [
      `${NUMBER}(?:${ended(units, true).join('|')})`,
      ...(hanWritten.length ? [`${HAN_NUMBER}(?:${ended(hanWritten).join('|')})`] : []),
      ...(nativeCounted.length ? [`${HANGUL_NUMBER}(?:${ended(nativeCounted).join('|')})`] : []),
      ...(sinoCounted.length ? [`${SINO_KOREAN_NUMBER}(?:${ended(sinoCounted).join('|')})`] : []),
    ];
    const source = figures.join('|');
    const casedSource = cased.length ? `${NUMBER}(?:${alternation(cased)})${SPACED_END}` : null;
    const spelled = units.filter(spelledUnit);
    // A compound going on past a unit spelled after a number word is another thing: "a two-year-old company" states an age.
    const spelledSource = spelled.length ? `${alternation(spelled)}(?![\\p{L}]|[\\-‐‑]\\p{L})` : null;
    this.figures = new RegExp(source, 'iu');
    this.cased = casedSource ? new RegExp(casedSource, 'u') : null;
    this.spelled = spelledSource ? new RegExp(spelledSource, 'giu') : null;
    this.key = `${source}\u0000${casedSource ?? ''}\u0000${spelledSource ?? ''}`;
  }

  test(text: string): boolean {
    if (this.figures.test(text) || this.cased?.test(text)) return true;
    const spelled = this.spelled;
    if (!spelled) return false;
    spelled.lastIndex = 0;
    for (let m = spelled.exec(text); m; m = spelled.exec(text)) if (numberWordsBefore(text, m.index)) return true;
    return false;
  }
}

/** The figure of a measure in its units, as the attribute tables write it. */
export const unit = (...units: string[]): FigureMatcher => new UnitFigure(units);
