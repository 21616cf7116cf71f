/**
 * Where the answering passage sits in the product's order (facts first, issue 30): the place (1 =
 * first) of the first passage that answers, each passage on its own as the prompt and the cards show
 * it; null when none does (a miss: 0 in the mean reciprocal place, never dropped). Recall says
 * whether the answer reaches the model; this says whether it leads, which is what a card's reader
 * and a small model see first.
 */
export function answerPlace(passages: readonly string[], answers: (text: string) => boolean): number | null {
  const at = passages.findIndex(answers);
  return at < 0 ? null : at + 1;
}
