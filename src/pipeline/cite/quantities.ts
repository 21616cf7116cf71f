/**
 * Numbers in text read as numbers, whatever their format: decimal point or comma ("0.98", "0,98"),
 * thousands separators ("1,000", "1.000", "1 000", "1’000"), full-width digits ("０．９８"), and the
 * unit after them in its usual spellings ("kg", "kilograms", "Kilogramm", "キロ", "公斤"), so a
 * German "0,98 kg" finds a passage's "0.98 kilograms". A separator that could be either ("1,000":
 * one thousand, or 1.000 in German) keeps both readings: a figure matches when a reading agrees.
 */
export interface Quantity {
  /** Where the number starts and ends in the text (after NFKC normalisation). */
  index: number;
  end: number;
  /** Its possible values, in the unit's base (1.46 kg → 1460 g). */
  values: number[];
  /** The unit's dimension ("mass", "length"…), when a known unit follows. */
  dimension?: string;
}

interface Unit {
  dimension: string;
  factor: number;
}

const unit = (dimension: string, factor: number, spellings: string[]) => spellings.map((s) => [s, { dimension, factor }] as const);

/** Spellings, lower-case, in the ten UI languages; longest tried first. */
const UNITS = new Map<string, Unit>([
  ...unit('mass', 1000, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilogramm', 'kilogramos', 'kilogramo', 'chilogrammi', 'chilogrammo', 'quilos', 'quilo', 'quilogramas', 'quilograma', 'кг', 'килограмм', 'килограмма', 'килограммов', 'キロ', 'キログラム', '公斤', '千克', '킬로그램', '킬로']),
  ...unit('mass', 1, ['g', 'gram', 'grams', 'gramme', 'grammes', 'gramm', 'gramos', 'gramo', 'grammi', 'grammo', 'gramas', 'grama', 'г', 'грамм', 'грамма', 'граммов', 'グラム', '克', '그램']),
  ...unit('mass', 453.59237, ['lb', 'lbs', 'pound', 'pounds']),
  ...unit('length', 1000, ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'kilómetros', 'kilómetro', 'chilometri', 'quilômetros', 'км', 'キロメートル', '公里', '킬로미터']),
  ...unit('length', 1, ['m', 'metre', 'metres', 'meter', 'meters', 'metros', 'metro', 'metri', 'mètres', 'mètre', 'м', 'メートル', '米', '미터']),
  ...unit('length', 0.01, ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters', 'centímetros', 'centimetri', 'см', 'センチ', 'センチメートル', '厘米', '센티미터']),
  ...unit('length', 0.001, ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters', 'milímetros', 'millimetri', 'мм', 'ミリ', 'ミリメートル', '毫米', '밀리미터']),
  ...unit('time', 3600, ['h', 'hr', 'hrs', 'hour', 'hours', 'stunde', 'stunden', 'heure', 'heures', 'hora', 'horas', 'ora', 'ore', 'час', 'часа', 'часов', '時間', '小时', '小時', '시간']),
  ...unit('time', 60, ['min', 'mins', 'minute', 'minutes', 'minuten', 'minuto', 'minutos', 'minuti', 'минута', 'минуты', 'минут', '分', '分钟', '分鐘', '분']),
  ...unit('time', 1, ['s', 'sec', 'secs', 'second', 'seconds', 'sekunde', 'sekunden', 'seconde', 'secondes', 'segundo', 'segundos', 'secondi', 'секунд', 'секунды', '秒', '초']),
  ...unit('data', 1e9, ['gb', 'gigabyte', 'gigabytes', 'гб', 'ギガ']),
  ...unit('data', 1e6, ['mb', 'megabyte', 'megabytes', 'мб']),
  ...unit('data', 1e12, ['tb', 'terabyte', 'terabytes', 'тб']),
  ...unit('percent', 1, ['%', 'percent', 'per cent', 'prozent', 'pour cent', 'por ciento', 'per cento', 'por cento', 'процент', 'процента', 'процентов', 'パーセント', '퍼센트']),
  ...unit('money-eur', 1, ['€', 'eur', 'euro', 'euros']),
  ...unit('money-usd', 1, ['$', 'usd', 'dollar', 'dollars']),
]);

const UNIT_NAMES = [...UNITS.keys()].sort((a, b) => b.length - a.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\$]/gu, '\\$&');
// A unit word ends where a Latin/Cyrillic word would ("kg." "kilograms,"), but CJK units run on ("キロで").
const UNIT_AFTER = new RegExp(`^[ \\u00a0\\u202f]?(${UNIT_NAMES.map(escape).join('|')})(?![\\p{Script=Latin}\\p{Script=Cyrillic}])`, 'iu');

/**
 * A number: digits in groups of three after a separator, or plain digits, then an optional decimal
 * part. Not inside a Latin or Cyrillic word ("RTX4080", "i5-4460" are names), while Japanese or
 * Chinese may touch it ("重さは1.1キロ").
 */
const NUMBER =
  /(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_]|\p{N}[.,])(?:\d{1,3}(?:[,.\u00a0\u202f ’'](?=\d{3}(?!\d))\d{3})+|\d+)(?:[.,]\d+)?/gu;

export const normalised = (text: string) => text.normalize('NFKC');

/** The values one written number can mean. */
export function readNumber(written: string): number[] {
  const seps = [...written.matchAll(/\D/gu)].map((m) => m[0]);
  const digits = written.split(/\D/u);
  if (seps.length === 0) return [Number(written)];
  const last = seps.at(-1)!;
  const out = new Set<number>();
  // Every separator a thousands separator: "1,000", "1.000.000", "1 000".
  if (digits.slice(1).every((d) => d.length === 3) && seps.every((s) => s === seps[0])) out.add(Number(digits.join('')));
  // The last separator a decimal one, the others grouping: "0,98", "1.000,5", "1,000.5".
  if ((last === '.' || last === ',') && seps.slice(0, -1).every((s) => s !== last)) {
    out.add(Number(`${digits.slice(0, -1).join('')}.${digits.at(-1)}`));
  }
  return [...out];
}

/** Every number in the text, with what unit follows it. `text` should be normalised(). */
export function quantitiesIn(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const match of numbersIn(text)) {
    const written = match[0];
    const end = match.index + written.length;
    const unitMatch = UNIT_AFTER.exec(text.slice(end));
    // "1990s" is a decade, not seconds: a bare "s" needs its space.
    const after = unitMatch && !(unitMatch[0] === 's' || unitMatch[0] === 'S') ? unitMatch : null;
    // A number followed straight by letters that are no unit ("1990s", "4K") is part of a word.
    if (!after && /^[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(text.slice(end))) continue;
    const u = after ? UNITS.get(after[1]!.toLowerCase()) : undefined;
    const values = readNumber(written).map((v) => (u ? round(v * u.factor) : v));
    out.push({ index: match.index, end: after ? end + after[0].length : end, values, ...(u ? { dimension: u.dimension } : {}) });
  }
  return out;
}

/**
 * Every number in the text as written, with its readings before any unit (`text` should be
 * normalised()); a number that letters run on from ("1990s", "4K") is part of a word, not one.
 */
export function numbersWritten(text: string): Array<{ index: number; end: number; values: number[] }> {
  const out: Array<{ index: number; end: number; values: number[] }> = [];
  for (const match of numbersIn(text)) {
    const end = match.index + match[0].length;
    if (/^[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(text.slice(end))) continue;
    out.push({ index: match.index, end, values: readNumber(match[0]) });
  }
  return out;
}

/**
 * The numbers as NUMBER finds them, except that a space does not group digits that a comma or point
 * groups too: "S-IVB-200 200,000" is two numbers, not 200,200,000 ("1 000,5" stays one).
 */
function* numbersIn(text: string): Generator<{ 0: string; index: number }> {
  for (const match of text.matchAll(NUMBER)) {
    const mixed = /[\s\u00a0\u202f]/u.test(match[0]) && /[.,]\d{3}(?!\d)/u.test(match[0]);
    if (!mixed) {
      yield { 0: match[0], index: match.index };
      continue;
    }
    let at = match.index;
    for (const piece of match[0].split(/(?<=\d)[\s\u00a0\u202f](?=\d)/u)) {
      yield { 0: piece, index: at };
      at += piece.length + 1;
    }
  }
}

const round = (v: number) => Math.round(v * 1e9) / 1e9;
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

/** Whether two quantities can be the same figure: a value in common, and the same kind of unit where both have one. */
export function sameQuantity(a: Quantity, b: Quantity): boolean {
  if (a.dimension && b.dimension) return a.dimension === b.dimension && a.values.some((v) => b.values.some((w) => same(v, w)));
  // One side without a unit: its bare number is the other's before scaling ("weighs 0.98" and "0.98 kg").
  const [withUnit, bare] = a.dimension ? [a, b] : b.dimension ? [b, a] : [undefined, a];
  if (!withUnit) return a.values.some((v) => b.values.some((w) => same(v, w)));
  return withUnit.values.some((v) => bare.values.some((w) => [...UNITS.values()].some((u) => u.dimension === withUnit.dimension && same(round(w * u.factor), v))));
}
