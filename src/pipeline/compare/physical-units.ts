import type { UnitNames } from './unit-names';

/* The units of `attributes-physical.ts`'s measures and of nutrients, language by language (`unit-names.ts`). */
export const NOISE: UnitNames = {
  en: ['dB(?:A|\\(A\\))?', 'decibels?', 'sones?'],
  de: ['Dezibel'],
  fr: ['décibels?'],
  es: ['decibel(?:es|ios?)'],
  pt: ['decibéis', 'decibel'],
  it: ['decibel'],
  ru: ['дБ', 'децибел\\p{L}*'],
  zh: ['分贝'],
  ja: ['デシベル'],
  ko: ['데시벨'],
};

export const DISTANCE: UnitNames = {
  en: ['km', 'kilomet(?:er|re)s?', 'mi', 'miles?', 'm', 'met(?:er|re)s?', 'ft', 'feet', 'yards?', 'yds?'],
  de: ['Kilometern?', 'Metern?', 'Meilen?'],
  fr: ['kilomètres?', 'mètres?'],
  es: ['kilómetros?', 'metros?', 'millas?'],
  pt: ['quil[ôó]metros?', 'metros?', 'milhas?'],
  it: ['chilometr[io]', 'metri', 'miglia'],
  ru: ['км', 'м', 'километр\\p{L}*', 'метр\\p{L}*', 'мил[иья]'],
  zh: ['公里', '千米', '米', '英里'],
  ja: ['キロ', 'キロメートル', 'メートル', 'マイル'],
  ko: ['킬로미터', '킬로', '미터', '마일'],
};

export const TEMPERATURE: UnitNames = {
  en: ['°\\s?[CF]', 'º\\s?[CF]', '°', '℃', '℉', 'degrees?(?: (?:Celsius|Fahrenheit|[CF]))?', 'Celsius', 'Fahrenheit'],
  de: ['Grad'],
  fr: ['degr[ée]s?'],
  es: ['grados?'],
  pt: ['graus?'],
  it: ['grad[oi]'],
  ru: ['градус\\p{L}*'],
  zh: ['度', '摄氏度'],
  ja: ['度'],
  ko: ['도'],
};

export const BRIGHTNESS: UnitNames = {
  en: ['lumens?', 'lm', 'nits?', 'cd/m²', 'cd/m2', 'lux'],
  de: ['Lumen'],
  fr: ['lumens?'],
  es: ['l[úu]menes'],
  pt: ['l[úu]mens'],
  it: ['lumen'],
  ru: ['люмен\\p{L}*', 'люкс', 'кд/м²', 'нит(?:ов|а|ы)?'],
  zh: ['流明', '尼特', '勒克斯'],
  ja: ['ルーメン', 'ニト', 'ルクス'],
  ko: ['루멘', '니트', '럭스'],
};

/** What food states per serving: grams and calories. */
export const NUTRIENT_AMOUNT: UnitNames = {
  en: ['g', 'grams?', 'mg', 'mcg', '[µμ]g', 'kcal', 'kJ', 'cal', 'calories?', 'milligrams?'],
  de: ['Gramm', 'Kalorien', 'Milligramm'],
  fr: ['grammes?', 'calories?', 'milligrammes?'],
  es: ['gramos?', 'calor[ií]as?', 'miligramos?'],
  pt: ['gramas?', 'calorias?', 'miligramas?'],
  it: ['grammi', 'grammo', 'calorie', 'milligramm[io]'],
  ru: ['г', 'мг', 'мкг', 'ккал', 'кДж', 'грамм\\p{L}*', 'калори\\p{L}*'],
  zh: ['克', '毫克', '千卡', '大卡', '卡路里'],
  ja: ['グラム', 'ミリグラム', 'キロカロリー', 'カロリー'],
  ko: ['그램', '밀리그램', '칼로리', '킬로칼로리'],
};
