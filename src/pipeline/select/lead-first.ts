import type { Passage } from './passage';

/**
 * The chosen passages of a fact or how-to question in the order to show and send: by the question
 * with the tab's subject counted alike in each passage (`lead`, rank-tabs.ts), ties by position in
 * the page, so the passage that answers comes first and a page's opening, which repeats its title,
 * is context after it. What is chosen does not change, only its order.
 */
export function leadFirst(passages: readonly Passage[]): Passage[] {
  return passages
    .map((passage, i) => ({ passage, i }))
    .sort((a, b) => (b.passage.lead ?? b.passage.score) - (a.passage.lead ?? a.passage.score) || (a.passage.source.tabId === b.passage.source.tabId ? a.passage.chunk.index - b.passage.chunk.index : a.i - b.i))
    .map(({ passage }) => passage);
}
