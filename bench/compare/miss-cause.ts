/**
 * Why a compared page's answer did not reach the model at one budget, so that a split's misses can
 * be read by cause without reading its cases: the extracted text lacks it; the tab sent nothing even
 * in the deep selection (not taken as compared, or not chosen); the tab's answering passage is in its
 * deep order but past what the budget carried; the tab is sent but its answering passage never is.
 */
export type MissCause = 'not in text' | 'tab never sent' | 'past the budget' | 'passage never sent';

export function missCause(side: { broken: boolean; deepRank: number | null; deepTabSent: boolean }): MissCause {
  if (side.broken) return 'not in text';
  if (!side.deepTabSent) return 'tab never sent';
  return side.deepRank === null ? 'passage never sent' : 'past the budget';
}

export const MISS_CAUSES: readonly MissCause[] = ['not in text', 'tab never sent', 'passage never sent', 'past the budget'];
