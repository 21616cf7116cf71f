import { splitSentences } from '../chunk/split-sentences';
import { findAttributes } from '../compare/find-attributes';
import { prepareTerms } from '../rank/prepare-terms';
import { synonymsOf } from './synonyms';

/** A span of a text: `text.slice(start, end)`. */
export interface TextSpan {
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
/** A text's words as written (lower-cased), stop words left out. */
const surfaceWords = (text: string) => new Set((text.toLowerCase().match(WORD) ?? []).filter((w) => prepareTerms(w).length > 0));

/**
 * The sentence of a passage that best matches what it was found for (the answer's claim that cites it,
 * or the question), so a card can bold it in a long passage (review N16) and a transcript passage can
 * play from it (R11). Each query word the sentence shares counts 1 (stems and the everyday synonyms a
 * restatement uses: "shut" for "closed"); the same word form counts a little more, so "closed every
 * Monday" beats "close at 2" for "Which day is it closed?" (R13). A question about a measured
 * attribute ("lighter") wants its figure or its name ("0.98 kg", "weighs"): a sentence that only uses
 * the word in another sense ("your space will feel lighter") is not it. None for a one-sentence passage
 * (all of it matched) or when no sentence matches; the first on a tie.
 */
export function matchedSentence(text: string, query: string): TextSpan | undefined {
  const terms = new Set(prepareTerms(query));
  if (terms.size === 0) return undefined;
  const sentences = splitSentences(text);
  if (sentences.length < 2) return undefined;
  const wanted = new Set([...terms].flatMap((t) => [...(synonymsOf(t) ?? [t])]));
  const forms = surfaceWords(query);
  const attributes = findAttributes(query);
  // The words that ask for the attribute ("lighter"): they count only beside its figure or name.
  const askedTerms = new Set(
    attributes.length === 0 ? [] : (query.match(WORD) ?? []).filter((w) => attributes.some((a) => a.asked.test(w))).flatMap((w) => prepareTerms(w)),
  );
  let best: TextSpan | undefined;
  let bestScore = 0;
  let at = 0;
  for (const sentence of sentences) {
    const figure = attributes.some((a) => a.figure.test(sentence));
    const named = attributes.some((a) => a.named.test(sentence));
    let score = figure ? 1 : named ? 0.5 : 0;
    for (const term of new Set(prepareTerms(sentence))) {
      if (!wanted.has(term)) continue;
      if (askedTerms.has(term) && !figure && !named) continue;
      score += 1;
    }
    if (score > 0) for (const word of surfaceWords(sentence)) if (forms.has(word) && !askedTerms.has(prepareTerms(word)[0] ?? '')) score += 0.25;
    if (score > bestScore && score >= 1) {
      const lead = sentence.length - sentence.trimStart().length;
      best = { start: at + lead, end: at + sentence.trimEnd().length };
      bestScore = score;
    }
    at += sentence.length;
  }
  return best;
}
