import { anywhere, either, words } from './attribute-patterns';
import type { Attribute } from './attributes';
import { anyFigure, figurePattern } from './figure-matcher';

/** Months as pages write them beside a day or a year, in the ten languages' Latin and Cyrillic scripts. */
const MONTHS_EN = 'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';
const MONTHS_OTHER = [
  'januar|februar|märz|mai|juni|juli|august|september|oktober|november|dezember',
  'janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
  'janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro',
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre',
  'январ[ьяе]|феврал[ьяе]|март[ае]?|апрел[ьяе]|ма[йяе]|июн[ьяе]|июл[ьяе]|август[ае]?|сентябр[ьяе]|октябр[ьяе]|ноябр[ьяе]|декабр[ьяе]',
].join('|');
/** A year after a month or alone: 1000 to 2099 (history's years as well as a post's). */
const YEAR = '(?:1\\d|20)\\d\\d';

/**
 * A calendar date as pages write it: "Posted April 18, 2024", "Dec 30, 2023", "18 April 2024", "3. März 2021",
 * "3 de marzo de 2021", "3 марта 2021", "2024-04-18", "4/19/2024", "19.04.2024", "2024年4月18日", "2024년 4월 18일",
 * "März 2021"; and a year alone ("for 2023", "in 1082"): what a "when" question about history is answered with.
 */
const DATE = anyFigure(
  // English months are written with a capital: "may" and "march" are verbs.
  figurePattern(new RegExp(String.raw`(?<![\p{L}])(?:${MONTHS_EN})\.?\s\d{1,2}(?:st|nd|rd|th)?(?![\p{N}:])|(?<![\p{N}])\d{1,2}(?:st|nd|rd|th)?\s(?:of\s)?(?:${MONTHS_EN})\.?(?![\p{L}])|(?<![\p{L}])(?:${MONTHS_EN})\.?,?\s${YEAR}(?![\p{N}])`, 'u')),
  figurePattern(new RegExp(String.raw`(?<![\p{N}])\d{1,2}\.?\s(?:de\s)?(?:${MONTHS_OTHER})(?![\p{L}])|(?<![\p{L}])(?:${MONTHS_OTHER})\s(?:de\s|del\s)?${YEAR}(?![\p{N}])`, 'iu')),
  // A year alone, not a price's or a count's digits ("$2000", "2,000"); a century ("the 10th and 11th centuries",
  // "XIe siècle", "19. Jahrhundert", "siglo XV", "XIX век", "十九世纪", "19세기"); an age ago ("3.5 billion years ago").
  figurePattern(new RegExp(String.raw`(?<![\p{L}\p{N}$€£.,])${YEAR}(?![\p{N}]|[.,]\d)`, 'u')),
  figurePattern(/(?<![\p{L}\p{N}])(?:\d{1,2}(?:st|nd|rd|th|e|er|ème|\.|º|°|-?(?:й|го|м))?|[IVXL]+(?:e|er|ème)?)\s?(?:and \d{1,2}(?:st|nd|rd|th)\s)?(?:centur(?:y|ies)|siècles?|jahrhunderts?|век\p{L}*|secolo|século)(?![\p{L}])|(?:siglo|secolo|século)\s[IVXL]+(?![\p{L}])|[\d一二三四五六七八九十]+\s?(?:世纪|世紀|세기)|\d(?:[\d.,]*\d)?\s(?:(?:thousand|million|billion)\s)?years ago/iu),
  figurePattern(new RegExp(String.raw`(?<![\p{N}.])${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?![\p{N}])|(?<![\p{L}\p{N}.])\d{1,2}[./]\d{1,2}[./]${YEAR}(?![\p{N}])|${YEAR}\s?[年년]\s?\d{1,2}\s?[月월]|\d{1,2}\s?月\s?\d{1,2}\s?日|\d{1,2}월\s?\d{1,2}일`, 'u')),
);

/**
 * When something was posted, started, published or dated ("When were the two threads started?", "¿Cuándo se
 * publicó…?", "언제 시작됐어?"), or the year a page is of ("Esses dois rankings são de que ano?"). Only the past:
 * "when is the bakery closed?" asks its hours, which no date states, and a founding story's year would come first.
 */
export const DATES: readonly Attribute[] = [
  {
    name: 'date',
    asked: either(
      words('when (?:was|were|did|had)', 'when (?:\\p{L}+ ){0,6}(?:started|posted|published|released|written|launched|opened|created|updated)', 'what (?:date|day|month)', 'which (?:date|day|month)', 'dated?', 'start date',
        'wann (?:wurde|wurden|war|waren|erschien\\p{L}*|hat|haben)', 'an welchem (?:tag|datum)', 'datum',
        'quand (?:a|ont|était|étaient|fut|furent|est-(?:il|elle)|sont-(?:ils|elles))', 'quelle date', 'à quelle date',
        'cu[aá]ndo (?:fue|fueron|se \\p{L}+[oó]|\\p{L}+(?:ó|aron|ieron))', 'qu[eé] fecha', 'fecha',
        'quando (?:foi|foram|\\p{L}+(?:ou|eu|iu|aram|eram|iram)|[eé] stat[oa]|sono stat[ie]|fu)', 'qual (?:[eé] )?a data', 'em que data', 'che data', 'quale data',
        'когда (?:\\p{L}+ )?(?:\\p{L}+(?:л|ла|ло|ли|лся|лась|лись)|был\\p{L}*|создан\\p{L}*|опубликован\\p{L}*)', 'какого числа', 'дат[аыу]', '언제', '날짜'),
      anywhere('什么时候', '何时', '哪天', '日期', 'いつ', '日付', '何日'),
      words('(?:what|which) year', 'in what year', 'what year', 'welche[ms]? jahr(?:es)?', 'aus welchem jahr', 'quelle année', 'de quelle année', 'en quelle année', 'qu[eé] año', 'de qu[eé] año', 'en qu[eé] año',
        'que ano', 'de que ano', 'em que ano', 'qual (?:[eé] )?o ano', 'che anno', 'quale anno', 'di che anno', 'in che anno', 'какого года', 'каком году', 'какой год', '몇 년도', '연도'),
      anywhere('哪年', '哪一年', '什么年份', '何年の', '何年に'),
    ),
    // The noun only: "Posted", "Edited", "Joined" head every post of a thread, and the question's own verb
    // ("started" → "Start date") is matched by the ranking's words.
    named: either(words('dates?', 'dated', 'datum', 'fecha', 'дата', '날짜'), anywhere('日期', '日付')),
    figure: DATE,
  },
];
