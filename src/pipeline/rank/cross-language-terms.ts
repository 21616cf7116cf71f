import { INTENT_CUES } from '../intent/classify-intent';
import { guessLanguage } from '../intent/question-language';
import { cyrillicReading, fitsVowels, hangulReading, kanaReading, latinSkeletons, type Reading } from './loanword-skeleton';
import { prepareTerms } from './prepare-terms';
import { ROMANCE_ENDING, romanceCognate } from './romance-cognates';
import type { TabIndex } from './tab-index';

/**
 * A question in another language than the pages shares few words with them, but some of its words
 * are the pages' words in disguise, and those are found by rule, not by a dictionary:
 * - accents and endings: "caché", "résiste" are "cache", "resist" (stemmed) once their marks are
 *   dropped, as an English page writes them; "dependencias", "capacité" are "dependencies",
 *   "capacity" with their Romance ending written as English writes it (romance-cognates.ts), and
 *   one consonant where English doubles it (bateria "battery", aplicación "application");
 * - loanwords: a Hangul, katakana or Cyrillic word whose consonant skeleton (loanword-skeleton.ts) is
 *   a page word's: 테스트했나요 → "test", バッテリー → "battery", батарею → "battery". Korean verbs
 *   made from a loanword take 하다 ("테스트했나요") and nouns a particle ("배터리는"); Russian ones a
 *   case ending or -ировать: those are cut first. Only skeletons of three consonants or more whose
 *   vowels fit the page word's (loanword-skeleton.ts), and only words at most MAX_READINGS page
 *   words fit, count.
 * English questions get nothing (SQuAD and the English benches rank as before).
 */

/** A skeleton that MAX_READINGS or more page words share says nothing. */
const MAX_READINGS = 3;
const MIN_SKELETON = 3;
const ROMANCE = new Set(['es', 'fr', 'it', 'pt']);

const HANGUL_WORD = /\p{Script=Hangul}+/gu;
const KATAKANA_RUN = /[\p{Script=Katakana}ー]{2,}/gu;
const CYRILLIC_WORD = /\p{Script=Cyrillic}+/gu;
const LATIN_WORD = /[\p{Script=Latin}\p{M}]+/gu;
const ASCII = /^[\x00-\x7f]*$/u;

/** The 하다 of a verb made from a noun ("테스트했나요", "업데이트하는"), from the second syllable on. */
const KOREAN_VERB = /(?<=\p{Script=Hangul}{2})(?:하|했|한|할|함|합|해)\p{Script=Hangul}*$/u;
/** A noun's particle ("배터리는", "제품을", "용량에서"). */
const KOREAN_PARTICLE = /(?<=\p{Script=Hangul}{2})(?:에서|으로|에게|까지|부터|보다|처럼|이나|을|를|이|가|은|는|의|에|로|와|과|도|만)$/u;
/** The verb-forming -ировать/-изировать and case endings of a Russian loan ("тестировали", "батарею"). */
const RUSSIAN_ENDING = /(?:(?:из)?ирова\p{L}*|ами|ями|ого|ему|ой|ей|ом|ем|ах|ях|ов|ев|а|я|у|ю|е|и|ы|ь)$/u;


export function crossLanguageTerms(question: string, tabs: ReadonlyArray<{ index: TabIndex }>): Map<string, number> {
  const out = new Map<string, number>();
  const line = question.normalize('NFC').split('\n')[0] ?? '';
  // Most questions are plain ASCII English: nothing here can apply to a line without another
  // script, an accent or a Romance ending, so its language is not guessed (each question's cost).
  if (ASCII.test(line) && !ROMANCE_ENDING.test(line)) return out;
  const language = guessLanguage(line);
  if (!language || language === 'en') return out;
  const own = new Set(prepareTerms(line));
  const filler = INTENT_CUES.find((c) => c.language === language)?.filler;
  for (const [word] of line.matchAll(LATIN_WORD)) {
    const lower = word.toLowerCase();
    // The language's own small words ("qué", "à") say nothing on a page in another.
    if (filler && lower.match(filler)?.[0] === lower) continue;
    const folded = lower.normalize('NFD').replace(/\p{M}/gu, '');
    // Only a word that changes: the question's own words are already asked with.
    const romance = ROMANCE.has(language);
    for (const form of [folded === lower ? undefined : folded, romance ? romanceCognate(folded) : undefined]) {
      if (form) for (const term of prepareTerms(form)) if (!own.has(term)) out.set(term, 1);
    }
    // Romance spelling writes English double consonants once: bateria / battery, aplicación / application.
    if (romance) for (const form of [folded, romanceCognate(folded)]) if (form) for (const stem of prepareTerms(form)) addReadings(out, own, undoubledIn(tabs, stem));
  }
  // Cyrillic spells a loan as written ("сервер"); Hangul and katakana as heard (서버).
  const readings: Array<Reading & { spelled: boolean }> = [];
  for (const [word] of line.matchAll(HANGUL_WORD)) readings.push({ ...hangulReading(word.replace(KOREAN_VERB, '').replace(KOREAN_PARTICLE, '')), spelled: false });
  for (const [run] of line.matchAll(KATAKANA_RUN)) readings.push({ ...kanaReading(run), spelled: false });
  for (const [word] of line.toLowerCase().matchAll(CYRILLIC_WORD)) readings.push({ ...cyrillicReading(word.replace(RUSSIAN_ENDING, '')), spelled: true });
  for (const reading of readings) {
    // One syllable in Hangul or katakana is a native word far more often than a loan (중, 두, 글).
    if (reading.skeleton.length < MIN_SKELETON || (!reading.spelled && reading.syllables < 2)) continue;
    const terms = new Set<string>();
    for (const { index } of tabs) for (const term of skeletonsOf(index, reading.spelled).get(reading.skeleton) ?? []) if (fitsVowels(term, reading)) terms.add(term);
    addReadings(out, own, terms);
  }
  return out;
}

/** The page words a question word may be, each at 1/n of a word's weight; none when too many fit. */
function addReadings(out: Map<string, number>, own: ReadonlySet<string>, terms: ReadonlySet<string>) {
  if (terms.size === 0 || terms.size > MAX_READINGS) return;
  for (const term of terms) if (!own.has(term)) out.set(term, Math.max(out.get(term) ?? 0, 1 / terms.size));
}

const undouble = (term: string) => term.replace(/([b-df-hj-np-tv-z])\1/gu, '$1');
/** The page words with a double consonant that a stem writes once ("bateri" → "batteri"); long stems only. */
function undoubledIn(tabs: ReadonlyArray<{ index: TabIndex }>, stem: string): Set<string> {
  const out = new Set<string>();
  if (stem.length < 5) return out;
  for (const { index } of tabs) for (const term of undoubledOf(index).get(undouble(stem)) ?? []) if (term !== stem) out.add(term);
  return out;
}
/** A tab's terms grouped by keys of them (undoubled, less a final vowel, skeletons), built once per index. */
function termsByKey(cache: WeakMap<TabIndex, Map<string, string[]>>, index: TabIndex, keysOf: (term: string) => Iterable<string>) {
  let map = cache.get(index);
  if (!map) {
    map = new Map();
    for (const term of index.docFreq.keys()) {
      for (const key of keysOf(term)) {
        const list = map.get(key);
        if (list) list.push(term);
        else map.set(key, [term]);
      }
    }
    cache.set(index, map);
  }
  return map;
}
const undoubled = new WeakMap<TabIndex, Map<string, string[]>>();
const undoubledOf = (index: TabIndex) =>
  termsByKey(undoubled, index, (term) => (undouble(term) === term ? [] : [undouble(term)]));



/** A tab's Latin-script terms by skeleton, built once per index on the first question that needs it. */
const heard = new WeakMap<TabIndex, Map<string, string[]>>();
const spelt = new WeakMap<TabIndex, Map<string, string[]>>();
function skeletonsOf(index: TabIndex, spelled: boolean): Map<string, string[]> {
  return termsByKey(spelled ? spelt : heard, index, (term) =>
    term.length < 3 || !/^[a-z]+$/u.test(term) ? [] : latinSkeletons(term, spelled).filter((s) => s.length >= MIN_SKELETON),
  );
}
