import { guessLanguage } from '../pipeline/intent/question-language';
import { languageName, type AnswerLanguage } from '../pipeline/prompt/answer-language';
import { catalogLocale, catalogTranslator } from './catalogs';
import type { DetectedLanguage } from './detect-language';
import type { Translator } from './translator';

/** The language a question was asked in, and what the answer needs of it. */
export interface QuestionLanguage {
  /** BCP 47, as detected ("fr", "zh-CN", "nl"): saved with the turn. */
  tag: string;
  /** The question's language for the prompt: its name and the refusal sentence. */
  answer: AnswerLanguage;
  /** The panel's words for the answer in that language (headline, "your tabs don't seem to say"), or the interface's when it has no catalogue. */
  words: Translator;
}

/** "und" and Chrome's "xx-Latn"-style codes mean nothing usable. */
const usable = (tag: string | undefined): tag is string => !!tag && tag !== 'und' && /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/u.test(tag);

/**
 * Which language to answer a question in: the browser's detector when it is sure (or agrees with
 * the cue tables), else the cue tables (`guessLanguage`: script, then the ten languages' words),
 * else what the detector thought likeliest, else the interface's language.
 */
export function pickQuestionLanguage(question: string, detected: DetectedLanguage | undefined, interfaceTag: string): string {
  const top = detected?.languages[0]?.language;
  const guess = guessLanguage(question);
  if (usable(top) && (detected?.reliable || (guess && top.split('-')[0] === guess))) return top;
  if (guess) return guess;
  if (usable(top)) return top;
  return interfaceTag;
}

/** The words for `tag`, from its catalogue, or the interface's language's when there is none. */
export async function questionLanguage(tag: string, interfaceTag: string): Promise<QuestionLanguage> {
  const words = await catalogTranslator(catalogLocale(tag) ? tag : interfaceTag);
  return { tag, answer: { name: languageName(tag), notInTabs: words.t('answerNotInTabs') }, words };
}
