import type { Attribute } from './attributes';
import { figurePattern } from './figure-matcher';
import { escapeRegExp } from './question-names';

/**
 * "More teams", "the most programs", "how many countries", "mehr Länder", "plus de clients": a count
 * of the thing the question names right after its quantity word. The page states it as a number
 * before that thing's word ("500,000 leading teams", "165+ countries", "over 800 recipes"), so the
 * figure is a number within two words of the word's stem. A general rule, not a list of counted
 * things: whatever follows "more" is what is counted.
 */
const QUANTITY =
  /(?<![\p{L}\p{N}])(?:more|most|fewer|how many|number of|mehr|meisten|wie viele|plus de|le plus de|combien de|m[aá]s|cu[aá]nt[oa]s|mais|quant[oa]s|pi[uù]|quant[ei]|больше|сколько)\s+((?:[\p{L}-]+\s+){0,4}[\p{L}-]+)/iu;
/**
 * Korean, Japanese and Chinese quantity words, with the counted thing before or after them ("더 많은
 * 제품", "제품이 더 많", "多くの製品", "画素数が多い", "更多产品", "产品更多"): the words around them.
 */
const QUANTITY_CJK = /(?:더|가장)\s?많|몇\s?(?:개|가지|종)|多い|多く|いくつ|何(?:個|台|種類|件|本)|更多|最多|多少(?!钱|錢)|几[个款种]/u;
const AROUND = 6;
/**
 * A thing counted in another script than the Latin one ("제품", "产品", "продуктов") is written in
 * the page's language on a page in another: any count the page states with its noun may be it —
 * a number, up to three words, then a plural that is not a unit ("tested over 450 pairs of
 * Bluetooth earbuds", "all 507+ wireless earphone reviews"; not "5 hours", "2 pounds").
 */
const FOREIGN_COUNTED = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Cyrillic}]/u;
const UNIT_PLURAL = 'hours|minutes|seconds|days|weeks|months|years|decades|times|grams|kilograms|pounds|ounces|lbs|inches|feet|meters|metres|miles|kilometers|kilometres|dollars|euros|cents|percent|points|stars|watts|volts|liters|litres|quarts|gallons|cups|pixels|calories|mins|hrs|yrs';
const ANY_COUNT = String.raw`(?<![\p{L}\p{N}])\d(?:[\d.,]*\d)?\s?(?:k|K|M|million|thousand)?\+?\s+(?:[\p{L}-]+\s+){0,3}(?!(?:${UNIT_PLURAL})(?![\p{L}]))[\p{L}-]*\p{Ll}{2}s(?![\p{L}])`;

/** Words after the quantity word that are not the counted thing. */
const NOT_COUNTED = /^(?:the|of|a|an|than|de|des|du|la|le|les|el|los|las|o|os|as|di|dei|delle|il|der|die|das|built-in|different|expensive|powerful|recent|likely|quickly|often)$/iu;

/** A join between two counted things ("programs or recipes"). */
const JOIN = /^(?:or|and)$/iu;

/** English degree words that only count when a plural noun follows them ("more teams", not "more popular"). */
const DEGREE = /^(?:more|most|fewer)$/iu;
/** An English plural: "teams", "countries", "apps"; not "populous", "business", "status", "analysis". */
/** An English adjective or adverb by its ending: "popular", "commonly", "populous", "efficient", "useful". */
const DEGREE_WORD = /(?:ly|ous|ar|ful|ive|ic|al|[ai]ble|[ae]nt)$/iu;
const PLURAL = /\p{L}{2}(?<![siu])s$/iu;

export function countAttribute(line: string): Attribute | undefined {
  const m = QUANTITY.exec(line);
  if (!m) return cjkCount(line);
  const all = m[1]!.split(/\s+/u);
  let words = all.slice(0, 3);
  if (DEGREE.test(m[0]!.split(/\s+/u)[0]!)) {
    // English "more"/"most" before an adjective or adverb is a degree, not a count: "most populous",
    // "more popular", "most commonly divide", "more of an individualistic streak" (SQuAD questions
    // that pulled every tab with a number before "popula…" into a comparison). The counted thing is
    // the words up to the first plural ("more built-in apps"); no plural, no count.
    const plural = words.findIndex((w) => !NOT_COUNTED.test(w) && PLURAL.test(w));
    // "Programs or recipes": a second plural joined to the first is counted too.
    if (plural >= 0) words = JOIN.test(all[plural + 1] ?? '') && PLURAL.test(all[plural + 2] ?? '') ? [...words.slice(0, plural + 1), all[plural + 2]!] : words.slice(0, plural + 1);
    // No plural: a mass noun counts ("more insurance"), an adjective or adverb by its ending does not.
    else if (/^of$/iu.test(words[0]!) || DEGREE_WORD.test(words[0]!)) return undefined;
  }
  const stems = words
    .filter((w) => !NOT_COUNTED.test(w) && w.length >= 3)
    .map((w) => w.toLowerCase().slice(0, Math.max(4, Math.min(w.length - 1, 6))));
  if (stems.length === 0) return undefined;
  const thing = `(?:${stems.map(escapeRegExp).join('|')})`;
  const stated = String.raw`\d(?:[\d.,]*\d)?\s?(?:k|K|M|million|thousand|billion|Mio\.?|millions?|mil|миллион\p{L}*|тысяч\p{L}*|万|만)?\+?\s+(?:[\p{L}-]+\s+){0,2}${thing}`;
  const foreign = FOREIGN_COUNTED.test(words.join(' '));
  return {
    name: 'count',
    counted: words.join(' '),
    asked: QUANTITY,
    named: new RegExp(`(?<![\\p{L}])${thing}`, 'iu'),
    figure: figurePattern(new RegExp(foreign ? `${stated}|${ANY_COUNT}` : stated, 'u' + (foreign ? '' : 'i'))),
  };
}

/**
 * A count asked in Korean, Japanese or Chinese: the counted thing is the words around the quantity
 * word (which `findAttributes` reads for a measure: "画素数が多い" asks a resolution, not a count),
 * and over a page in another language any count it states with its noun (ANY_COUNT).
 */
function cjkCount(line: string): Attribute | undefined {
  const m = QUANTITY_CJK.exec(line);
  if (!m) return undefined;
  const counted = line.slice(Math.max(0, m.index - AROUND), m.index + m[0].length + AROUND).trim();
  return { name: 'count', counted, asked: QUANTITY_CJK, named: NOTHING, figure: figurePattern(new RegExp(ANY_COUNT, 'u')) };
}
const NOTHING = /(?!)/u;
