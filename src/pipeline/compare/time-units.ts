import type { UnitNames } from './unit-names';

/* How long things last, language by language (`unit-names.ts`): a warranty's term, a wait, a business's years. */

/**
 * A year in Chinese and Japanese, not a school year: "一年级", "1年級", "一年生" are first grade (one string for both
 * languages: the tables are joined, and either spelling would read what the other leaves out).
 */
const HAN_YEAR = '年(?![级級生])';
/**
 * A Chinese week after a numeral ("两周", "十四周", "2周"), but not "四周" (all around), "三周年" (an anniversary) or
 * "周末" (the weekend).
 */
const HAN_WEEK = '(?<!(?<![一二三四五六七八九十百千两兩])四)周(?![年末])';

/** A warranty's term in years or months. Han writes a month with its counter: "3个月", "3ヶ月" (月 alone is a month's name). */
export const TERM: UnitNames = {
  en: ['years?', 'yrs?', 'months?'],
  de: ['Jahre[n]?', 'Jahr', 'Monate[n]?', 'Monat'],
  // "1 an" only after one: "2024 An update" is English.
  fr: ['ans', '(?<=(?<![\\d.,])1[\\s\\-‐‑]?)an', 'années?', 'mois'],
  es: ['años?', 'mes(?:es)?'],
  pt: ['anos?', 'mês', 'meses'],
  it: ['anni', 'anno', 'mes[ei]'],
  ru: ['лет', 'год\\p{L}*', 'месяц\\p{L}*'],
  zh: [HAN_YEAR, '个月', '個月'],
  ja: [HAN_YEAR, 'ヶ月', 'か月', 'カ月', 'ケ月', '箇月'],
  ko: ['년', '개월', '달', '해'],
};

/** How long something takes, in the spaced languages' units; Han and Hangul units after a numeral written as a word ("三天", "두 주"). */
export const DURATION: UnitNames = {
  en: ['minutes?', 'mins?', 'hours?', 'hrs?', 'days?', 'weeks?', 'months?'],
  de: ['Minuten?', 'Stunden?', 'Tag(?:e[n]?)?', 'Wochen?', 'Monat(?:e[n]?)?'],
  fr: ['minutes?', 'heures?', 'jours?', 'semaines?', 'mois'],
  es: ['minutos?', 'horas?', 'd[ií]as?', 'semanas?', 'mes(?:es)?'],
  pt: ['minutos?', 'horas?', 'dias?', 'semanas?', 'mês', 'meses'],
  it: ['minut[oi]', 'or[ae]', 'giorn[oi]', 'settiman[ae]', 'mes[ei]'],
  ru: ['минут\\p{L}*', 'час\\p{L}*', 'дн[яеи]\\p{L}*', 'день', 'недел\\p{L}*', 'месяц\\p{L}*'],
  zh: ['小时', '小時', '天', '星期', HAN_WEEK, '个月', '個月'],
  ja: ['時間', '日間', '週間', 'ヶ月', 'か月', 'カ月'],
  ko: ['시간', '주', '개월', '달'],
};

/** Years and decades of a business's experience ("over 20 years", "seit über 20 Jahren", "двадцать лет"). */
export const EXPERIENCE: UnitNames = {
  en: ['years?', 'decades?'],
  de: ['Jahre[n]?', 'Jahrzehnte[n]?'],
  fr: ['ans', 'années', 'décennies'],
  es: ['años', 'décadas'],
  pt: ['anos', 'décadas'],
  it: ['anni', 'decenni'],
  ru: ['лет', 'год[а]?', 'десятилети\\p{L}*'],
  zh: [HAN_YEAR],
  ja: [HAN_YEAR],
  ko: ['년'],
};
