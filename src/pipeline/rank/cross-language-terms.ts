import { INTENT_CUES } from '../intent/classify-intent';
import { guessLanguage } from '../intent/question-language';
import { fittingTerms, loanwordReadings, MAX_READINGS, skeletonKeys } from './loanword-readings';
import { prepareTerms } from './prepare-terms';
import { ROMANCE_ENDING, romanceCognate } from './romance-cognates';
import type { TabIndex } from './tab-index';
import { termsByKey } from './terms-by-key';

/**
 * A question in another language than the pages shares few words with them, but some of its words
 * are the pages' words in disguise, and those are found by rule, not by a dictionary:
 * - accents and endings: "caché", "résiste" are "cache", "resist" (stemmed) once their marks are
 *   dropped, as an English page writes them; "dependencias", "capacité" are "dependencies",
 *   "capacity" with their Romance ending written as English writes it (romance-cognates.ts), and
 *   one consonant where English doubles it (bateria "battery", aplicación "application");
 * - loanwords: a Hangul, katakana or Cyrillic word whose consonant skeleton (loanword-skeleton.ts) is
 *   a page word's: 테스트했나요 → "test", バッテリー → "battery", батарею → "battery", read past
 *   particles and endings as loanword-readings.ts reads them. Only skeletons of three consonants or
 *   more whose vowels fit the page word's, and only words at most MAX_READINGS page words fit, count.
 * English questions get nothing (SQuAD and the English benches rank as before).
 */

const ROMANCE = new Set(['es', 'fr', 'it', 'pt']);

const LATIN_WORD = /[\p{Script=Latin}\p{M}]+/gu;
const ASCII = /^[\x00-\x7f]*$/u;

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
  for (const reading of loanwordReadings(line)) {
    const terms = new Set<string>();
    for (const { index } of tabs) for (const term of fittingTerms(reading, skeletonsOf(index, reading.spelled))) terms.add(term);
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
const undoubled = new WeakMap<TabIndex, Map<string, string[]>>();
const undoubledOf = (index: TabIndex) =>
  termsByKey(undoubled, index, (term) => (undouble(term) === term ? [] : [undouble(term)]));

/** A tab's Latin-script terms by skeleton, built once per index on the first question that needs it. */
const heard = new WeakMap<TabIndex, Map<string, string[]>>();
const spelt = new WeakMap<TabIndex, Map<string, string[]>>();
function skeletonsOf(index: TabIndex, spelled: boolean): Map<string, string[]> {
  return termsByKey(spelled ? spelt : heard, index, (term) => skeletonKeys(term, spelled));
}
