import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from './attributes';
import { countAttribute } from './count-attribute';
import type { Language } from './unit-names';

const figure = (name: string) => ATTRIBUTES.find((a) => a.name === name)!.figure;

/** Each attribute's figure as a page in each language writes it: singular and plural, abbreviations, CJK units run on. */
const STATED: Record<string, Record<Language, string[]>> = {
  weight: {
    en: ['1.46 kg', '3 lbs.', 'weighs 1 pound'], de: ['1,2 Kilogramm', '500 Gramm', '2 Pfund'], fr: ['500 grammes', '1 kilogramme'], es: ['2 kilogramos', '500 gramos', '3 libras'],
    pt: ['2 quilos', '500 gramas', '1 quilograma'], it: ['2 chilogrammi', '500 grammi', '1 grammo'], ru: ['2 килограмма', '500 граммов', '1,2 кг'],
    zh: ['1.2千克', '重5公斤左右', '重量1.2kg以下'], ja: ['重さ1.2kg以下', '500グラムの', '2キロ'], ko: ['1.2킬로그램', '500그램의', '2kg이하'],
  },
  size: {
    en: ['6.1 inches', '2 feet', '1 foot', '120 millimeters'], de: ['6,1 Zoll', '15 Zentimeter', '2 Meter'], fr: ['6,1 pouces', '15 centimètres', '2 mètres'],
    es: ['6,1 pulgadas', '15 centímetros', '2 metros'], pt: ['6,1 polegadas', '15 centímetros'], it: ['6,1 pollici', '1 pollice', '15 centimetri'],
    ru: ['6,1 дюйма', '15 сантиметров', '15 см'], zh: ['6.1英寸屏幕', '15厘米长', '5mm厚'], ja: ['6.1インチの画面', '15センチ', '5mmの厚さ'], ko: ['6.1인치의', '15센티미터', '5mm두께'],
  },
  capacity: {
    en: ['16 GB', '2 terabytes', '500 milliliters'], de: ['5 Liter', '1,5 Litern', '500 Milliliter'], fr: ['16 gigaoctets', '1 téraoctet', '500 millilitres', '16 Go', '1 To de stockage', '512 Mo'],
    es: ['1,5 litros', '500 mililitros'], pt: ['1,5 litros', '500 mililitros'], it: ['1,5 litri', '1 litro', '500 millilitri'], ru: ['16 ГБ', '1 терабайт', '500 мл'],
    zh: ['5升容量', '500毫升的', '256GB存储'], ja: ['5リットルの', '256GBのストレージ'], ko: ['5리터의', '500밀리리터', '256GB용량'],
  },
  battery: {
    en: ['10 hours', '1 hour', '5000 mAh'], de: ['1 Stunde', '10 Stunden', '24 Std.', 'eine Stunde', 'in einer Stunde'], fr: ['1 heure', '10 heures'], es: ['1 hora', '10 horas'], pt: ['1 hora', '10 horas'],
    it: ['1 ora', '10 ore'], ru: ['10 часов', '10 ч', '5000 мАч'], zh: ['5小时续航', '5个小时的续航', '续航五小时'], ja: ['10時間持続', '再生時間は10時間'], ko: ['10시간을', '10시간 재생', '10시간재생'],
  },
  warranty: {
    en: ['2 years', '1 year', '24 months'], de: ['1 Jahr Garantie', '24 Monate', '6 Monat', '2 Jahre', 'ein Jahr Garantie', 'nach einem Jahr'], fr: ['1 an de garantie', '2 ans', '24 mois', '2 années'],
    es: ['1 año', '2 años', '6 meses', '1 mes'], pt: ['1 ano', '2 anos', '1 mês', '6 meses'], it: ['1 anno', '2 anni', '1 mese', '6 mesi'], ru: ['2 года', '5 лет', '6 месяцев'],
    zh: ['两年保修', '2年保修', '3个月质保', '保修两年'], ja: ['2年保証', '3ヶ月保証', '6か月間'],
    ko: ['2년간', '6개월의', '두 달', '한 해', '2년보증', '3개월무이자', '삼 년', '이년 보증', '이십 년', '육개월', '일 년의'],
  },
  duration: {
    en: ['within 2 business days', 'a few weeks', 'eleven days'], de: ['1 Tag', '1 Woche', '1 Monat', 'drei Tage', '1 Stunde', 'zwei Wochen', 'eine Woche', 'einen Monat'], fr: ['1 jour', '1 semaine', 'trois jours', '1 heure'],
    es: ['1 día', '1 semana', '1 mes', 'tres días'], pt: ['1 dia', '1 semana', '1 mês', 'três dias'], it: ['1 giorno', '1 settimana', '1 mese', 'tre giorni'],
    ru: ['1 день', 'три дня', 'за два часа'], zh: ['三天内', '5天', '2周', '两个星期', '两周内', '十四周'], ja: ['3日間', '三日間で', '2週間'], ko: ['3일', '두 주', '세 시간 동안'],
  },
  founded: {
    en: ['since 2009', 'over 20 years', 'twenty years of testing'], de: ['gegründet 1928', 'seit über 20 Jahren', 'zwei Jahrzehnte'], fr: ['fondée en 1928', 'depuis 1928', 'vingt ans', 'trois décennies'],
    es: ['fundada en 1928', 'más de 20 años', 'dos décadas'], pt: ['fundada em 1928', '20 anos', 'duas décadas'], it: ['fondata nel 1928', '20 anni', 'tre decenni'],
    ru: ['основана в 1928', '21 год', '22 года'], zh: ['创业30年', '30年以上的经验', '成立于1928年'], ja: ['創業100年', '30年以上の経験'], ko: ['30년의 경험', '1928년 설립', '삼십 년의 경험'],
  },
  price: {
    en: ['$179', '1.5K USD', '50 dollars'], de: ['1,5 Mio. €', '179 Euro', '5 Tsd. €'], fr: ['179 €', '50 euros'], es: ['50 dólares', '179 €'], pt: ['R$ 179', '50 dólares'],
    it: ['179 euro', '50 dollari'], ru: ['500 ₽', '100 долларов', '50 евро', '5 тыс. руб.'], zh: ['50美元', '5万元', '300块'], ja: ['5万円', '50ドル', '100ユーロ'], ko: ['5만원', '50달러', '5만 원'],
  },
  percentage: {
    en: ['20%', '20 percent', '20 per cent'], de: ['20 Prozent'], fr: ['20 pour cent'], es: ['20 por ciento'], pt: ['20 por cento'], it: ['20 per cento'], ru: ['20 процентов'],
    zh: ['20％的折扣', '百分之二十'], ja: ['20パーセント', '20％'], ko: ['20퍼센트', '20％'],
  },
  rating: {
    en: ['4.8 out of 5', '4.5 stars', 'a 5-star rating'], de: ['4,5 von 5', '4,5 Sterne'], fr: ['4,5 sur 5', '4,5 étoiles'], es: ['4,5 de 5', '4,5 estrellas'], pt: ['4,5 de 5', '4,5 estrelas'],
    it: ['4,5 su 5', '4,5 stelle'], ru: ['4,5 из 5', '4,5 звезды'], zh: ['4.5星', '评分4.5分'], ja: ['4.5点', '5つ星'], ko: ['4.5점', '별점 4.5점'],
  },
  version: {
    en: ['v2.1', 'third generation', '4th gen'], de: ['3. Generation', 'Version 2.1'], fr: ['3e génération', 'version 2'], es: ['3ª generación', 'versión 2.1'], pt: ['3ª geração', 'versão 2'],
    it: ['3ª generazione', 'versione 2'], ru: ['3-го поколения', 'версия 2.1'], zh: ['第三代', '版本2.0', '第3代'], ja: ['第3世代', 'バージョン2.1'], ko: ['3세대', '버전 2.1'],
  },
  speed: {
    en: ['3.2 GHz', '100 Mbps'], de: ['100 Mbit/s', '1000 U/min'], fr: ['100 Mo/s', '1000 tr/min'], es: ['100 Mb/s'], pt: ['100 Mb/s'], it: ['1000 giri/min'],
    ru: ['3,2 ГГц', '100 Мбит/с', '60 км/ч'], zh: ['60公里/小时', '3.2GHz的'], ja: ['3.2GHzの', '60キロ/時'], ko: ['3.2GHz의', '60킬로미터/시'],
  },
  power: {
    en: ['1000 watts', '12 volts'], de: ['1000 Watt', '230 Volt'], fr: ['1000 watts'], es: ['1000 vatios', '12 voltios'], pt: ['1000 watts'], it: ['1000 watt', '12 volt'],
    ru: ['1000 Вт', '2 кВт', '1000 ватт'], zh: ['1000瓦', '2千瓦的'], ja: ['1000ワット', '1000Wの'], ko: ['1000와트', '1000W의'],
  },
  noise: {
    en: ['44 dBA', '44 decibels'], de: ['44 Dezibel'], fr: ['44 décibels'], es: ['44 decibelios'], pt: ['44 decibéis'], it: ['44 decibel'], ru: ['44 дБ', '44 децибела'],
    zh: ['44分贝', '44dB以下'], ja: ['44デシベル', '44dBの'], ko: ['44데시벨', '44dB의'],
  },
  range: {
    en: ['300 miles', '1 mile', '5 kilometres'], de: ['500 Kilometer', '300 Meilen'], fr: ['500 kilomètres'], es: ['500 kilómetros', '300 millas'], pt: ['500 quilômetros', '300 milhas'],
    it: ['500 chilometri', '1 chilometro', '300 miglia'], ru: ['500 километров', '300 миль', '500 км'], zh: ['500公里续航', '300英里'], ja: ['500キロメートル', '300マイル', '500kmの'], ko: ['500킬로미터', '300마일', '500km의'],
  },
  temperature: {
    en: ['450 °F', '200℃', '20 degrees Celsius'], de: ['200 Grad'], fr: ['200 degrés', '1 degré'], es: ['200 grados', '1 grado'], pt: ['200 graus', '1 grau'], it: ['200 gradi', '1 grado'],
    ru: ['200 градусов'], zh: ['200℃', '200度高温'], ja: ['200度まで', '200℃の'], ko: ['200도까지', '200도의'],
  },
  brightness: {
    en: ['1,000 lumens', '500 nits'], de: ['1.000 Lumen'], fr: ['1 000 lumens'], es: ['1000 lúmenes'], pt: ['1000 lúmens'], it: ['1000 lumen'], ru: ['1000 люмен', '500 нит'],
    zh: ['1000流明', '500尼特'], ja: ['800ルーメン', '500ニト'], ko: ['1000루멘', '500니트'],
  },
  protein: {
    en: ['40g', '40 grams', '500 milligrams'], de: ['40 Gramm', '250 Kalorien'], fr: ['40 grammes', '250 calories'], es: ['40 gramos', '250 calorías', '1 gramo'], pt: ['40 gramas', '250 calorias', '1 grama'],
    it: ['40 grammi', '1 grammo', '250 calorie'], ru: ['40 г', '250 ккал', '40 граммов'], zh: ['40克', '250千卡的热量'], ja: ['40グラム', '250キロカロリー', '40gの'], ko: ['40그램', '250칼로리', '500밀리그램'],
  },
};

/** What is no figure of the attribute: a unit going on into a longer word, or a word that only looks like one. */
const NOT_STATED: [string, string][] = [
  ['capacity', 'five quartets, 3 galaxies'], ['capacity', 'from 5 to 10'], ['weight', '5キロメートル'], ['warranty', '두 달러'], ['warranty', '5달러'],
  ['temperature', '한 도시'], ['temperature', '카드 한도'], ['duration', '十分重要'], ['duration', '四周都是山'], ['rating', '3星期'], ['rating', '3点'], ['power', '2 в 1'],
  ['founded', 'read 5 answers'], ['percentage', '20 percentile'], ['rating', '5 starts'], ['size', '5 menus'],
  // A school year is no year; an anniversary, the weekend and "all around" no weeks.
  ['warranty', '读一年级的时候'], ['founded', '一年级'], ['warranty', '1年級'], ['warranty', '一年生'], ['duration', '三周年'], ['duration', '周末'],
  // Sino-Korean "이" is "this" and "일" "work" before other units; Korean units other than years, months and hours keep to their particle.
  ['duration', '이 시간'], ['duration', '이 일'], ['temperature', '이 도에서'], ['warranty', '1990년생'], ['weight', '2킬로미터'], ['warranty', '백 년'],
  // French sizes in their case alone; German "ein" only before a unit.
  ['capacity', 'from 5 to 10 go'], ['capacity', '16 GO'], ['warranty', 'einmal im Jahr'], ['weight', 'Verein Pfund'],
];

describe('units in every language the product speaks', () => {
  for (const [name, languages] of Object.entries(STATED)) {
    it.each(Object.entries(languages))(`${name}: %s`, (_language, texts) => {
      for (const text of texts) expect(figure(name).test(text), text).toBe(true);
    });
  }

  it.each(NOT_STATED)('%s: not "%s"', (name, text) => {
    expect(figure(name).test(text)).toBe(false);
  });

  it('reads a count in each language, its thousands and millions written as words', () => {
    for (const [question, text] of [['Which has more teams?', 'trusted by 500,000 teams'], ['Wer hat mehr Kunden?', 'über 2 Mio. Kunden'], ['Lequel a le plus de clients ?', '2 millions de clients'],
      ['¿Cuál tiene más clientes?', '2 millones de clientes'], ['Qual tem mais clientes?', '2 milhões de clientes'], ['Quale ha più clienti?', '2 milioni di clienti'],
      ['У кого больше клиентов?', 'более 2 млн клиентов'], ['哪个产品更多？', 'tested over 450 products'], ['製品が多いのは？', 'all 507+ products'], ['더 많은 제품', '450 products']] as const) {
      expect(countAttribute(question)?.figure.test(text), question).toBe(true);
    }
  });
});
