import { anywhere, either, words } from './attribute-patterns';
import type { Attribute } from './attributes';
import { anyFigure, figurePattern } from './figure-matcher';
import { unit } from './unit-figure';
import { DURATION, EXPERIENCE, TERM } from './time-units';
import { allUnits, type Language } from './unit-names';

const SPACED: readonly Language[] = ['en', 'de', 'fr', 'es', 'pt', 'it', 'ru'];
const spacedUnits = (names: typeof DURATION) => [...new Set(SPACED.flatMap((l) => names[l]))].join('|');

/**
 * Terms, durations and ages of a business, in the units of `unit-names.ts`: "2 years", "24 Monate", "deux ans",
 * "within 2 business days", "seit über 20 Jahren", "两年保修", "3ヶ月".
 */
export const TIMES: readonly Attribute[] = [
  {
    name: 'warranty',
    asked: either(words('warrant(?:y|ies)', 'guarantee[ds]?', 'garantie', 'garant[ií]a', 'garanzia', 'гаранти\\p{L}*', '보증'), anywhere('保修', '保証')),
    named: either(words('warrant(?:y|ies)', 'guarantee', 'garantie', 'garant[ií]a', 'garanzia', 'гаранти\\p{L}*', '보증'), anywhere('保修', '质保', '保証')),
    figure: unit(...allUnits(TERM)),
  },
  {
    // How long something takes or lasts: "first draft within 2 business days", "30 minutes to one hour", "payback in under six months".
    name: 'duration',
    asked: either(
      words('how (?:quickly|fast|soon|long)', 'quick(?:er|est|ly)', 'soon(?:er|est)', 'turnaround', 'take(?:s)? (?:to|longer)', 'kick in', '(?<!(?:the|my|your|his|her|its|our|their|this|that|next) )last(?:s|ing)?', 'payback', 'pay for themselves',
        'wie (?:schnell|lange)', 'dauer\\p{L}*', 'combien de temps', 'd[ée]lai', 'dur[ée]e', 'cu[aá]nto (?:tiempo|tarda)', 'plazo', 'quanto tempo', 'prazo', 'demora', 'quanto (?:dura|tempo)',
        'сколько времени', 'как (?:быстро|долго)', 'срок\\p{L}*', '얼마나 (?:빨리|오래)', '기간'),
      anywhere('多久', '多长时间', '多快', 'どのくらい', 'どれくらい', '期間', '時間がかかる'),
    ),
    named: either(words('within', 'turnaround', 'takes?', 'lasts?', 'payback', 'delivery', 'innerhalb', 'dauert', 'en moins de', 'dans les', 'en', 'dentro de', 'tarda', 'entro', 'в течение', '이내'), anywhere('以内', '内')),
    // English ranges and vague counts ("2-3 days", "30 minutes to one hour", "a few weeks"); a figure in any language's
    // units, its number in digits or words (`unit`); digits on a Han or Hangul unit ("5分", "3일"), where a numeral
    // written as a word may be another word ("十分" is "very").
    figure: anyFigure(
      figurePattern(new RegExp(String.raw`(?<![\p{L}\p{N}])(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|few|several)(?:\s?(?:-|to|–)\s?(?:\d+|one|two|three|four|five|six|seven|eight|ten))?\s?(?:business |working |calendar )?(?:${spacedUnits(DURATION)})(?![\p{L}])|\d+\s?(?:分|小时|小時|時間|天|日|週間|周|个月|個月|ヶ月|か月|カ月|분|시간|일|주|개월)`, 'iu')),
      unit(...allUnits(DURATION)),
    ),
  },
  {
    // How long a business has been at it: "since 2009", "over 20 years of experience", "founded in 1928", "a decade".
    name: 'founded',
    asked: either(
      words('been (?:around|doing|in business|operating|testing|reviewing|working)', 'around (?:longer|the longest)', 'older', 'oldest', 'found(?:ed|ing)', '(?:was|were|is|are|been|first) established', 'established in', '(?:years of|more|most|less|much|how much|of) experience', 'how long have', 'since when', 'years in business',
        'seit wann', 'gegr[üu]ndet', 'erfahrung', 'l[äa]nger (?:dabei|am markt)', 'depuis (?:quand|combien)', 'fond[ée]e?', 'expérience', 'desde cu[aá]ndo', 'fundad[ao]', 'experiencia', 'experi[êe]ncia', 'h[áa] quanto tempo', 'da quanto tempo', 'fondat[ao]', 'esperienza',
        'с какого года', 'основан\\p{L}*', 'опыт\\p{L}*', '설립', '경력', '경험'),
      anywhere('成立', '创立', '经验', '設立', '創業', '経験', '老舗'),
    ),
    named: either(words('since', 'founded', 'established', 'est\\.', 'experience', 'years', 'decades?', 'seit', 'depuis', 'desde', 'dal', 'с'), anywhere('成立', '創業', '設立', '년')),
    // A year after "since" or "founded" in each language ("gegründet 1928", "fondée en 1928", "основана в 1928"), a number
    // of years or decades ("over 20 years", "zwei Jahrzehnte", "创业30年"), or a year written with 年/년.
    figure: anyFigure(
      figurePattern(new RegExp(String.raw`(?<![\p{L}\p{N}])(?:since|seit|depuis|desde|dal|dès|с|est\.?|founded(?: in)?|established(?: in)?|gegr[üu]ndet(?: im Jahr[e]?)?|(?:fond|cré)[ée]e?s? en|fundad[ao]s? (?:en|em)|fondat[ao] nel|основан\p{L}* в)\s(?:19|20)\d\d|(?:over|more than|nearly|almost|about|\d+\+?)\s?(?:\d+\+?\s)?(?:${spacedUnits(EXPERIENCE)})(?![\p{L}])|(?:a|one|two|three|four|five|over a|her|his|their) decades?|(?:19|20)\d\d年|\d+\s?년`, 'iu')),
      unit(...allUnits(EXPERIENCE)),
    ),
  },
];
