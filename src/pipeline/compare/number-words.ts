/**
 * Cardinals written as words, as a page states a figure in its units ("at least five hours", "zwei Jahre Garantie",
 * "trois ans", "dos años", "два года", "两年", "두 시간"): a language fact, the small numbers of the ten languages
 * the product speaks (`intent/cues/`). Read only before a unit spelled as a word (`attribute-patterns.ts`).
 *
 * The words that are also the indefinite article (a/an, un/une, uno/una, um/uma) are left out: before a unit they are
 * mostly "per" or a unit's name ("twice a year", "$5 a month", "un an après"), not a figure. German is the exception:
 * it says "per" with "pro" or "im" ("5 € im Monat"), so "ein Jahr Garantie", "eine Stunde", "nach einem Monat" state
 * one (`GERMAN_ONE`). English "one" and Russian "один" are numerals only. Words are matched whole, so "someone",
 * "gone" or "often" never count.
 */

const EN = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen',
  'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'dozens?'];
// German writes 21…99 as one word: "vierundzwanzig".
const DE_TENS = '(?:zwanzig|dreißig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)';
const DE = ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', '(?:drei|vier|fünf|sech|sieb|acht|neun)zehn',
  `(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?${DE_TENS}`, 'hundert', 'tausend', 'dutzend'];
// French joins with a hyphen or "et" ("vingt-quatre", "dix-huit", "vingt et un"), read as a run of words.
const FR = ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'vingts?',
  'trente', 'quarante', 'cinquante', 'soixante', 'cents?', 'mille', 'douzaines?'];
const ES = ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieci\\p{L}+', 'veinte',
  'veinti\\p{L}+', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa', 'cien', 'ciento', 'mil', 'docenas?'];
const PT = ['dois', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quatorze', 'quinze',
  'dez[ae]sseis', 'dez[ae]ssete', 'dezoito', 'dez[ae]nove', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa', 'cem',
  'cento', 'mil', 'dúzias?'];
// Italian writes 21…99 as one word: "ventiquattro", "trentasei".
const IT_TENS = '(?:vent|trent|quarant|cinquant|sessant|settant|ottant|novant)';
const IT = ['due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici',
  'diciassette', 'diciotto', 'diciannove', `${IT_TENS}(?:[ia](?:due|tré|tre|quattro|cinque|sei|sette|nove)?|uno|otto)`, 'cento', 'mille', 'dozzin[ae]'];
// Russian numerals decline: the nominative and the genitive ("до пяти часов", "от двух лет").
const RU = ['один', 'одна', 'одно', 'одного', 'два', 'две', 'двух', 'три', 'тр[её]х', 'четыре', 'четыр[её]х', 'пять', 'пяти', 'шесть', 'шести', 'семь', 'семи',
  'восемь', 'восьми', 'девять', 'девяти', 'десять', 'десяти', '\\p{L}+надцать', '\\p{L}+надцати', 'двадцать', 'двадцати', 'тридцать', 'тридцати', 'сорок',
  'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто', 'сто', 'тысяч\\p{L}*'];

const CARDINAL = `(?:${[...new Set([...EN, ...DE, ...FR, ...ES, ...PT, ...IT, ...RU])].join('|')})`;
/** German "one" as its article, in each case ("ein Jahr", "eine Woche", "einen Monat", "nach einem Tag", "in einer Stunde"): alone, never in a run. */
const GERMAN_ONE = 'ein(?:e[nmr]?)?';
/**
 * A run of cardinals and the space or hyphen after it, ending where a unit starts: "twenty-four ", "one hundred and
 * twenty ", "vingt et un ", "treinta y dos ", "vinte e quatro ". Sticky, tried only at a unit word found first
 * (`attribute-patterns.ts`): a hundred-odd words tried at every place of every passage would slow the query, and
 * the words compiled into each attribute's pattern cost about 0.1 s a pattern to compile.
 */
const BEFORE = new RegExp(String.raw`(?<=(?<![\p{L}\p{M}\p{N}])(?:${CARDINAL}(?:[\s\-‐‑]+(?:(?:and|et|y|e)\s+)?${CARDINAL})*|${GERMAN_ONE})[\s\-‐‑]+)`, 'iuy');
/** Whether number words end right before `index` in the text. */
export function numberWordsBefore(text: string, index: number): boolean {
  BEFORE.lastIndex = index;
  return BEFORE.test(text);
}

/**
 * Chinese and Japanese numerals, written on to the unit ("两年", "五小时", "三時間"). Hundred and thousand only after
 * a digit word ("千米" is the unit kilometre, "百年" a century). "一度" is "once", not "one degree".
 */
export const HAN_NUMBER = '(?:[二三四五六七八九十两兩][一二三四五六七八九十百千]*|一(?:[一二三四五六七八九十百千]+|(?!度)))[个個ヶか]?';

/** Korean native numerals, before the unit with or without a space ("두 시간", "세시간"); Sino-Korean "이" is also "this". */
export const HANGUL_NUMBER = '(?<![\\p{L}\\p{M}\\p{N}])(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스무)\\s?';
/**
 * Sino-Korean numerals in Hangul, which count years and months ("삼 년", "이십 년", "육개월"): one to nine, tens, and
 * hundreds or thousands after a digit word ("백 년" is "a century", as "百年"). Read only before a unit Korean counts
 * in them (`unit-figure.ts`): "이" is also "this" and "일" "day" or "work" ("이 시간" is "this time", "이 일" "this
 * matter"), so before hours, weeks or days they are not numerals.
 */
const SINO_DIGIT = '[일이삼사오육칠팔구]';
export const SINO_KOREAN_NUMBER = `(?<![\\p{L}\\p{M}\\p{N}])(?:(?:${SINO_DIGIT}[백천])?(?:${SINO_DIGIT}?십)?${SINO_DIGIT}?)(?<=\\p{Script=Hangul})\\s?`;
