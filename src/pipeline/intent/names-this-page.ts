import { classifyIntent, INTENT_CUES } from './classify-intent';

/**
 * Whether a question is about the one page in front of the reader ("Summarize this page", "¿Qué
 * dice esta página?", "这篇文章讲了什么"), in any language the cue tables cover: such a question is
 * asked of the active tab whatever the scope, since the reader means the page they are looking at,
 * not every tab in scope. A comparison is not ("How does this page differ from the others?" needs
 * the others). Only the first line is read: a quoted selection after it is search text.
 */
export function namesThisPage(question: string): boolean {
  const line = question.normalize('NFC').trim().split('\n', 1)[0] ?? '';
  if (!INTENT_CUES.some((cues) => cues.thisPage.test(line))) return false;
  return classifyIntent(line).kind !== 'comparison';
}
