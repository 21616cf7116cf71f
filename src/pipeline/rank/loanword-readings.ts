import { cyrillicReading, fitsVowels, hangulReading, kanaReading, latinSkeletons, type Reading } from './loanword-skeleton';

/**
 * The loanword readings of a question's words in Hangul, katakana and Cyrillic, and the Latin-script
 * words that fit them: one rule for the ranking's page words (cross-language-terms.ts) and for the
 * names a comparison's tabs are known by (compare/names-in-script.ts), so 테라폼 is "terraform" for both.
 * Korean verbs made from a loanword take 하다 ("테스트했나요") and nouns a particle ("배터리는",
 * "테라폼이랑"); Russian ones a case ending or -ировать: those are cut first. Only skeletons of
 * MIN_SKELETON consonants or more count, and a reading that more than MAX_READINGS words fit says nothing.
 */

/** A skeleton more than MAX_READINGS words fit says nothing. */
export const MAX_READINGS = 3;
export const MIN_SKELETON = 3;

/** A letter of a script whose loanwords are read here: a line without one has no reading. */
export const READ_SCRIPT = /[\p{Script=Hangul}\p{Script=Katakana}\p{Script=Cyrillic}]/u;

const HANGUL_WORD = /\p{Script=Hangul}+/gu;
const KATAKANA_RUN = /[\p{Script=Katakana}ー]{2,}/gu;
const CYRILLIC_WORD = /\p{Script=Cyrillic}+/gu;

/** The 하다 of a verb made from a noun ("테스트했나요", "업데이트하는"), from the second syllable on. */
const KOREAN_VERB = /(?<=\p{Script=Hangul}{2})(?:하|했|한|할|함|합|해)\p{Script=Hangul}*$/u;
/**
 * A noun's particle ("배터리는", "제품을", "용량에서"; "and" after a consonant and a vowel: "테라폼이랑", "배터리랑"), or
 * a place's, a means' or a partner's with the topic or "also" after it ("테스트에서는", "모니터로는", "서버에도").
 */
const KOREAN_PARTICLE = /(?<=\p{Script=Hangul}{2})(?:(?:에서|에게|으로|까지|부터|보다|에|로|와|과|랑)(?:는|은|도|만)|이랑|에서|으로|에게|까지|부터|보다|처럼|이나|랑|을|를|이|가|은|는|의|에|로|와|과|도|만)$/u;
/** The verb-forming -ировать/-изировать and case endings of a Russian loan ("тестировали", "батарею"). */
const RUSSIAN_ENDING = /(?:(?:из)?ирова\p{L}*|ами|ями|ого|ему|ой|ей|ом|ем|ах|ях|ов|ев|а|я|у|ю|е|и|ы|ь)$/u;

/** A question word's reading; `spelled`: the script spells a loan as written (Cyrillic "сервер"), not as heard (서버). */
export interface WordReading extends Reading {
  /** The word as the question writes it. */
  word: string;
  spelled: boolean;
}

/** The readings of a line's words that may be loans: skeletons too short, and one-syllable Hangul or katakana words, are left out. */
export function loanwordReadings(line: string): WordReading[] {
  const readings: WordReading[] = [];
  for (const [word] of line.matchAll(HANGUL_WORD)) readings.push({ ...hangulReading(word.replace(KOREAN_VERB, '').replace(KOREAN_PARTICLE, '')), word, spelled: false });
  for (const [run] of line.matchAll(KATAKANA_RUN)) readings.push({ ...kanaReading(run), word: run, spelled: false });
  for (const [word] of line.matchAll(CYRILLIC_WORD)) readings.push({ ...cyrillicReading(word.toLowerCase().replace(RUSSIAN_ENDING, '')), word, spelled: true });
  // One syllable in Hangul or katakana is a native word far more often than a loan (중, 두, 글).
  return readings.filter((r) => r.skeleton.length >= MIN_SKELETON && (r.spelled || r.syllables >= 2));
}

/** Latin-script terms by skeleton (as heard, or `spelled`); terms of other letters, or under three letters, have none. */
export function termsBySkeleton(terms: Iterable<string>, spelled: boolean): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const term of terms) {
    for (const key of skeletonKeys(term, spelled)) {
      const list = map.get(key);
      if (list) list.push(term);
      else map.set(key, [term]);
    }
  }
  return map;
}

/** A term's skeletons long enough to read (termsBySkeleton, and the ranking's per-index cache). */
export const skeletonKeys = (term: string, spelled: boolean): string[] =>
  term.length < 3 || !/^[a-z]+$/u.test(term) ? [] : latinSkeletons(term, spelled).filter((s) => s.length >= MIN_SKELETON);

/** The terms among a skeleton map's that a reading may be: its skeleton, and vowels that fit. */
export function fittingTerms(reading: WordReading, bySkeleton: ReadonlyMap<string, readonly string[]>): Set<string> {
  return new Set((bySkeleton.get(reading.skeleton) ?? []).filter((term) => fitsVowels(term, reading)));
}
