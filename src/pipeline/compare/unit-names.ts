/**
 * The units each measure is stated in, language by language (the ten of `intent/cues/`): singular, plural and the
 * abbreviations a page writes ("1 Jahr", "2 Jahre", "24 Monate"; "16 Go" is French for 16 GB). Patterns, not
 * plain words; a unit shared by several languages ("kg", "km", "GB") is written once, under English. A gap here is a
 * figure not read in that language: the table is per language so each row can be checked (`unit-names.test.ts`). The
 * measures of time: `time-units.ts`; the physical ones and nutrients: `physical-units.ts`.
 */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'ru' | 'zh' | 'ja' | 'ko';
export type UnitNames = Readonly<Record<Language, readonly string[]>>;

/** Every unit of a measure, all languages together. */
export const allUnits = (names: UnitNames): string[] => [...new Set(Object.values(names).flat())];

export const WEIGHT: UnitNames = {
  en: ['kgs?', 'kilos?', 'kilograms?', 'kilogrammes?', 'g', 'grams?', 'grammes?', 'lbs?\\.?', 'pounds?', 'oz', 'ounces?'],
  de: ['Kilogramm', 'Gramm', 'Pfund'],
  fr: ['grammes?', 'kilogrammes?'],
  es: ['kilogramos?', 'gramos?', 'libras?', 'onzas?'],
  pt: ['quilogramas?', 'quilos?', 'gramas?', 'libras?', 'onças?'],
  it: ['chilogramm[oi]', 'grammi', 'grammo', 'libbre'],
  ru: ['кг', 'г', 'килограмм\\p{L}*', 'грамм\\p{L}*', 'фунт\\p{L}*'],
  zh: ['克', '公斤', '千克', '斤', '磅', '盎司'],
  ja: ['キロ', 'キログラム', 'グラム', 'ポンド', 'オンス'],
  ko: ['킬로그램', '그램', '킬로', '파운드', '온스'],
};

export const LENGTH: UnitNames = {
  en: ['mm', 'cm', 'm', 'in', 'inch(?:es)?', '"', '”', '″', 'ft', 'feet', 'foot', 'millimet(?:er|re)s?', 'centimet(?:er|re)s?', 'met(?:er|re)s?'],
  de: ['Zoll', 'Millimeter', 'Zentimeter', 'Metern?'],
  fr: ['pouces?', 'millimètres?', 'centimètres?', 'mètres?'],
  es: ['pulgadas?', 'milímetros?', 'centímetros?', 'metros?'],
  pt: ['polegadas?', 'milímetros?', 'centímetros?', 'metros?'],
  it: ['pollici', 'pollice', 'millimetr[io]', 'centimetr[io]', 'metri'],
  ru: ['мм', 'см', 'м', 'дюйм\\p{L}*', 'миллиметр\\p{L}*', 'сантиметр\\p{L}*', 'метр\\p{L}*'],
  zh: ['英寸', '毫米', '厘米', '米'],
  ja: ['インチ', 'ミリ', 'ミリメートル', 'センチ', 'センチメートル', 'メートル'],
  ko: ['인치', '밀리미터', '센티미터', '센티', '미터'],
};

/** Storage, and volumes as each market writes them: US quarts and gallons ("6-Quart", "5 qt"), cubic feet ("4.5 cu. ft."). */
export const CAPACITY: UnitNames = {
  en: ['GB', 'TB', 'MB', 'gigabytes?', 'terabytes?', 'megabytes?', 'ml', 'cl', 'l', 'ℓ', 'liters?', 'litres?', 'millilit(?:er|re)s?', 'fl\\.? ?oz', 'oz', 'cups?',
    'quarts?', 'qts?\\.?', 'gal(?:lons?|\\.)?', 'pints?', 'cu\\.? ?ft\\.?', 'cubic (?:feet|foot|inch(?:es)?|meters?|metres?)', 'ft³', 'm³'],
  de: ['Litern?', 'Milliliter'],
  // "Go", "To", "Mo" in their case alone (`unit-figure.ts`): "5 to 10" is no size.
  fr: ['(?:giga|téra|méga)octets?', '(?-i:Go)', '(?-i:To)', '(?-i:Mo)', 'millilitres?'],
  es: ['litros?', 'mililitros?'],
  pt: ['litros?', 'mililitros?'],
  it: ['litr[oi]', 'millilitr[oi]'],
  ru: ['литр\\p{L}*', 'л', 'мл', 'ГБ', 'ТБ', 'МБ', '(?:гига|тера|мега)байт\\p{L}*'],
  zh: ['升', '毫升'],
  ja: ['リットル', 'ミリリットル'],
  ko: ['리터', '밀리리터'],
};

/** A battery's life in hours, its charge in mAh or Wh. */
export const BATTERY: UnitNames = {
  en: ['hours?', 'hrs?', 'h', 'mAh', 'Wh'],
  de: ['Stunden?', 'Std\\.?'],
  fr: ['heures?'],
  es: ['horas?'],
  pt: ['horas?'],
  it: ['ore', 'ora'],
  ru: ['час\\p{L}*', 'ч', 'мАч'],
  zh: ['小时', '小時'],
  ja: ['時間'],
  ko: ['시간'],
};

export const SPEED: UnitNames = {
  en: ['GHz', 'MHz', 'Mbps', 'Gbps', 'MB/s', 'GB/s', 'fps', 'rpm', 'km/h', 'mph', 'ms'],
  de: ['[MG]bit/s', 'U/min'],
  fr: ['[MG]o/s', 'tr/min', 'images/s'],
  es: ['[MG]b/s'],
  pt: ['[MG]b/s'],
  it: ['giri/min'],
  ru: ['[ГМ]Гц', '[МГ]бит/с', 'км/ч', 'об/мин', 'мс'],
  zh: ['公里/小时', '转/分'],
  ja: ['キロ/時'],
  ko: ['킬로미터/시'],
};

export const POWER: UnitNames = {
  en: ['W', 'watts?', 'kW', 'mW', 'V', 'volts?', 'dB', 'Ohms?', 'Ω'],
  de: ['Watt', 'Volt'],
  fr: ['watts?', 'volts?'],
  es: ['vatios?', 'voltios?'],
  pt: ['watts?', 'volts?'],
  it: ['watt', 'volt'],
  ru: ['Вт', 'кВт', 'мВт', 'ватт\\p{L}*', 'вольт\\p{L}*', 'Ом'],
  zh: ['瓦', '千瓦', '伏'],
  ja: ['ワット', 'ボルト'],
  ko: ['와트', '볼트'],
};
