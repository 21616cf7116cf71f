import type { Translator } from '../../i18n/translator';
import type { IntentKind } from '../../pipeline/intent/question-intent';

export interface HeadlineInput {
  question: string;
  intent: IntentKind;
  /** Some passage matched the question's words. */
  matched: boolean;
  /** Every readable tab's whole text is shown. */
  whole: boolean;
  /** Tabs that could be read. */
  readable: number;
  /** Tabs the shown passages come from. */
  tabsShown: number;
  /** A line above the answer already says why the tab's words were not all read (a video without captions: review R4). */
  explained?: boolean;
}

const QUOTE_MAX = 60;

/** What the question was about, quoted when short enough to read at a glance. */
function about(question: string, words: Translator): string {
  const q = question.trim().replace(/[?？!.。]+$/u, '');
  return q.length > 0 && q.length <= QUOTE_MAX ? words.t('quotedQuestion', q) : words.t('whatYouAsked');
}

/**
 * The one sentence above a passages-only answer: what the cards are, honestly, in the question's
 * language (`words`). When nothing matched, it says so instead of calling the start of each tab the
 * best match. "This tab" and "these N tabs" are separate messages: a plural form is chosen by the
 * number's grammar, and Russian's "one" form also serves 21.
 */
export function passagesHeadline(input: HeadlineInput, words: Translator): string {
  const { intent, matched, whole, readable, tabsShown } = input;
  if (readable === 0) return words.t('headlineNoneReadable');
  if (tabsShown === 0) {
    const q = about(input.question, words);
    return readable === 1 ? words.t('headlineNoMatchThisTab', q) : words.plural('headlineNoMatchTabs', readable, q);
  }
  if (intent === 'whole-page') {
    if (whole) return tabsShown === 1 ? words.t('headlineWholePage') : words.plural('headlineWholeTabs', tabsShown);
    return tabsShown === 1 ? words.t('headlineAcrossPage') : words.plural('headlineAcrossTabs', tabsShown);
  }
  if (!matched) {
    if (readable === 1 && input.explained) return words.t('headlineHowItBegins');
    const q = about(input.question, words);
    return readable === 1 ? words.t('headlineNotMentionedThisTab', q) : words.plural('headlineNotMentionedTabs', readable, q);
  }
  if (intent === 'comparison' && tabsShown > 1) return words.plural('headlineBestEach', tabsShown);
  if (tabsShown === 1) return readable === 1 ? words.t('headlineBestThisTab') : words.plural('headlineBestOneOf', readable);
  return words.plural('headlineBestTabs', tabsShown);
}
