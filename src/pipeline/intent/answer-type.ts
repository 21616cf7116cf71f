/**
 * The kind of answer an English question asks for, as a pattern that text holding such an answer
 * matches: "how long" wants a duration, "what year" a year, "what proportion" a share, "how many"
 * a number. The oldest trick of question-answering retrieval (answer-type matching, TREC QA): a
 * passage that holds the right kind of answer is likelier to hold the answer. English only: the
 * benchmarks that measured it (bench/README.md, "own words") are English.
 */
const NUMBER = String.raw`(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|half|a few|several)`;
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)';
const YEAR = String.raw`\b(?:1[5-9]\d\d|20\d\d)s?\b`;

const TYPES: ReadonlyArray<readonly [question: RegExp, answer: RegExp]> = [
  [/\b(?:what|which) (?:year|decade|century)\b/i, new RegExp(String.raw`${YEAR}|\b\d{1,2}(?:st|nd|rd|th) century\b`, 'i')],
  [
    /\bwhen\b|\bwhat (?:date|day|month|time)\b|\bhow soon\b/i,
    new RegExp(
      String.raw`${YEAR}|\b${MONTH}\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday|tomorrow|(?:next|last) (?:week|month|year)|mid-\d{4}s?)\b`,
      'i',
    ),
  ],
  [
    // A weight is a number with a unit of mass ("1.46 kg"), not any number ("the 14-inch display").
    /\bhow heavy\b|\bwhat (?:is the |does it )?weight\b|\bhow much (?:does|do|did) .{1,60}\bweigh\b/i,
    new RegExp(String.raw`\b${NUMBER}\s?(?:kg|kilo(?:gram(?:me)?)?s?|g|grams?|grammes?|lbs?|pounds?|oz|ounces?|tonnes?|tons?|mg)\b`, 'i'),
  ],
  [
    /\bhow long\b|\bhow much time\b/i,
    new RegExp(String.raw`\b${NUMBER}[- ](?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?|decades?|centuries|miles?|kilometers?|kilometres?|km|meters?|metres?|feet|foot|inches?)\b`, 'i'),
  ],
  [
    /\bwhat (?:proportion|percentage|share|fraction|percent)\b/i,
    /%|\bper ?cent\b|\b(?:one|two|three) in (?:\d+|ten|five|four|three)\b|\b(?:half|a third|a quarter|two-thirds|three-quarters)\b/i,
  ],
  [
    /\bhow (?:many|much|big|large|tall|high|heavy|far|fast|old|wide|deep|often)\b|\bwhich (?:number|amount|price|cost|figure|sum|total)\b(?!-)|\bwhat (?:number|amount|price|cost|figure|size|speed|weight|length|height|distance|rate|sum|total)\b/i,
    new RegExp(String.raw`\b${NUMBER}\b|[$€£¥]\s?\d`, 'i'),
  ],
];

/** The pattern of the answer the question asks for, or undefined when its kind is not one of these. */
export function answerType(question: string): RegExp | undefined {
  for (const [asks, answer] of TYPES) if (asks.test(question)) return answer;
  return undefined;
}

const NUMERAL = /\d[\d,.]*/g;

/**
 * Whether `text` holds an answer of the `type` the question asks for that the question does not
 * already say: "How heavy is the Corvo Book 14?" is not answered by a "14" (the name), so a passage
 * that only repeats the name's number does not count as holding a figure.
 */
export function holdsAnswer(text: string, type: RegExp, question: string): boolean {
  const asked = new Set(question.match(NUMERAL) ?? []);
  const all = new RegExp(type.source, type.flags.includes('g') ? type.flags : `${type.flags}g`);
  for (const [found] of text.matchAll(all)) {
    const numbers = found.match(NUMERAL);
    if (!numbers || numbers.some((n) => !asked.has(n))) return true;
  }
  return false;
}
