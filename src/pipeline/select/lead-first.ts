import type { Passage } from './passage';

/**
 * The chosen passages of a fact or how-to question in the order to show and send: the ranking's
 * own order, except that a tab's opening passage (its first chunk, which repeats the page's title)
 * goes right behind the passage of the same tab that answers better once the title's words count
 * alike in every chunk (`lead`, rank-tabs.ts). The opening then ranked first only by the subject's
 * words: "How heavy is the Corvo Book 14?" sends the weight before the review's opening line (R6).
 * Nothing else moves: re-sorting every passage by `lead` put a weaker passage of the answering
 * section before the one the ranking rightly chose. What is chosen does not change, only its order.
 */
export function leadFirst(passages: readonly Passage[]): Passage[] {
  const out = [...passages];
  for (const opening of passages) {
    if (opening.chunk.index !== 0 || opening.lead === undefined) continue;
    const from = out.indexOf(opening);
    let better = -1;
    for (let i = from + 1; i < out.length; i++) {
      const other = out[i]!;
      if (other.source.tabId !== opening.source.tabId || other.lead === undefined) continue;
      if (other.lead > opening.lead && (better < 0 || other.lead > out[better]!.lead!)) better = i;
    }
    if (better < 0) continue;
    out.splice(from, 1);
    out.splice(better, 0, opening);
  }
  return out;
}
