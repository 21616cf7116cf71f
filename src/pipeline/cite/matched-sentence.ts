import { splitSentences } from '../chunk/split-sentences';
import { prepareTerms } from '../rank/prepare-terms';

/** A span of a text: `text.slice(start, end)`. */
export interface TextSpan {
  start: number;
  end: number;
}

/**
 * The sentence of a passage that shares the most words (stems) with what it was found for (the answer's
 * sentences that cite it, or the question), so a card can bold it in a long passage (review N16). None
 * for a one-sentence passage (all of it matched) or when no sentence shares a word; the first on a tie.
 */
export function matchedSentence(text: string, query: string): TextSpan | undefined {
  const wanted = new Set(prepareTerms(query));
  if (wanted.size === 0) return undefined;
  const sentences = splitSentences(text);
  if (sentences.length < 2) return undefined;
  let best: TextSpan | undefined;
  let bestScore = 0;
  let at = 0;
  for (const sentence of sentences) {
    let score = 0;
    for (const term of new Set(prepareTerms(sentence))) if (wanted.has(term)) score += 1;
    if (score > bestScore) {
      const lead = sentence.length - sentence.trimStart().length;
      best = { start: at + lead, end: at + sentence.trimEnd().length };
      bestScore = score;
    }
    at += sentence.length;
  }
  return best;
}
