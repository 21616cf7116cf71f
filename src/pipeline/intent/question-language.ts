import { INTENT_CUES } from './classify-intent';
import { everywhere, type IntentCues } from './intent-cues';

/** Scripts that name their language among the ten on their own (kana before Han: Japanese uses both). */
const SCRIPTS: Array<[RegExp, string]> = [
  [/\p{Script=Hangul}/gu, 'ko'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
];

/** Letters only one or two of the Latin-script languages use: a hint when their words tie. */
const LETTERS: Record<string, RegExp> = {
  de: /[äöüß]/giu,
  es: /[ñ¿¡]/giu,
  fr: /[çœèêëîïûù]/giu,
  it: /[ìò]/giu,
  pt: /[ãõç]/giu,
};

const count = (pattern: RegExp, text: string) => [...text.matchAll(everywhere(pattern))].length;

function score(cues: IntentCues, text: string): number {
  const cueHits = [...cues.wholePage, ...cues.comparison, ...cues.howTo].reduce((n, p) => n + count(p, text), 0);
  const letters = LETTERS[cues.language];
  return count(cues.filler, text) + (cues.markers ? 2 * count(cues.markers, text) : 0) + 2 * cueHits + (letters ? 0.5 * count(letters, text) : 0);
}

/**
 * The language a question is written in, among the ten the cue tables know ("en", "fr", …, "zh"),
 * for when the browser's detector (`i18n.detectLanguage`) is missing or unsure: a non-Latin script
 * names its language; Latin-script questions go to the language whose cue and function words
 * (its `filler`) they use most. Undefined when nothing tells (a bare name, a number).
 */
export function guessLanguage(question: string): string | undefined {
  // One question is read by several steps (ranking's cross-language terms, own words, the background's
  // selection): its language is worked out once. Scoring every language's cues is what costs.
  if (guessed.has(question)) return guessed.get(question);
  const language = languageOfText(question);
  if (guessed.size >= GUESSES_KEPT) guessed.delete(guessed.keys().next().value!);
  guessed.set(question, language);
  return language;
}
const guessed = new Map<string, string | undefined>();
const GUESSES_KEPT = 16;

/**
 * `guessLanguage` without its memory: any text, read afresh. `lead`: how many times the runner-up's
 * score the Latin-script winner's must be (a page's lists of names and prices use few function words,
 * and a stray "de" or "a" there must not make an English listing Portuguese).
 */
export function languageOfText(written: string, lead = 1): string | undefined {
  const text = written.normalize('NFC');
  const letters = [...text.matchAll(/\p{L}/gu)].length;
  if (letters === 0) return undefined;
  // The script that holds the most of the question's letters, if any of the four does.
  let best: [string, number] | undefined;
  for (const [pattern, language] of SCRIPTS) {
    const n = [...text.matchAll(pattern)].length;
    if (n > 0 && (!best || n > best[1])) best = [language, n];
  }
  // Japanese written mostly in kanji still has kana; Chinese has none.
  if (best?.[0] === 'zh' && count(SCRIPTS[1]![0], text) > 0) best = ['ja', best[1]];
  if (best && best[1] * 2 >= letters) return best[0];
  // Beside another script, a number is no Latin-script language's word ("AirPods Pro 2 무게가 얼마나 돼요?").
  const latin = best ? text.replace(/\d+/g, ' ') : text;
  const ranked = INTENT_CUES.filter((c) => !SCRIPTS.some(([, l]) => l === c.language))
    .map((cues) => ({ language: cues.language, score: score(cues, latin) }))
    .sort((a, b) => b.score - a.score);
  const [top, second] = ranked;
  // No Latin-script language's words: the Latin letters are names, and the script around them tells.
  if (!top || top.score === 0) return best?.[0];
  if (second && top.score <= second.score * lead) return undefined;
  return top.language;
}
