/** The fixed refusal in English: the sentence `assess-support` knows in any case. */
export const NOT_IN_TABS = "Your tabs don't seem to say.";

/**
 * The language an answer is written in: the question's, named in the prompt by its English name
 * (small models follow "Answer in French" better than a code), and the refusal sentence in it, which
 * the model is told to reply with exactly, so that `assess-support` recognises it.
 */
export interface AnswerLanguage {
  /** "French", "Simplified Chinese". */
  name: string;
  /** The refusal in that language (the panel's catalogue: `answerNotInTabs`). */
  notInTabs: string;
}

export const ENGLISH: AnswerLanguage = { name: 'English', notInTabs: NOT_IN_TABS };

const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language tag's English name: "fr" → "French", "zh" or "zh-CN" → "Simplified Chinese", "pt-BR" → "Brazilian Portuguese". */
export function languageName(tag: string): string {
  const canonical = tag.replace(/_/gu, '-');
  const written = /^zh(?:-(?:CN|SG|Hans))?$/iu.test(canonical) ? 'zh-Hans' : /^zh-(?:TW|HK|MO|Hant)$/iu.test(canonical) ? 'zh-Hant' : canonical;
  try {
    return names.of(written) ?? canonical;
  } catch {
    return canonical;
  }
}
