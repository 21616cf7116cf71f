import type { Chunk } from '../chunk/chunk';
import { LOCATOR_CONTEXT } from '../chunk/make-locator';
import { splitSentences } from '../chunk/split-sentences';
import { collapseWhitespace } from '../extract/collapse-whitespace';
import { prepareTerms } from '../rank/prepare-terms';
import type { Attribute } from './attributes';
import { attributeScore } from './find-attributes';


/** Words of a line that reads as a label: a poster's name, "Battery life:", not a sentence. */
const LABEL_WORDS = 4;

/**
 * Of a comparison's passage, the sentences its answer may lie in: one holding a word of the question,
 * the attribute asked (a figure in its units or its label), or any figure at all (a
 * count or a date states what a question asks in words the page does not share: "more than 100 bread,
 * dough, cake, and jam combinations" for "the most built-in programs or recipes").
 */
export function comparisonKeeps(question: string, attributes: readonly Attribute[]): (sentence: string) => boolean {
  const terms = new Set(prepareTerms(question));
  return (sentence) =>
    /\p{N}/u.test(sentence) ||
    prepareTerms(sentence).some((t) => terms.has(t)) ||
    (attributes.length > 0 && attributeScore({ text: sentence }, attributes) > 0);
}

/**
 * The part of a chunk a comparison needs: its sentences from the first to the last that `keeps`
 * (and a short label line just before the first: "Weight:", a poster's name above a post's date), as
 * a chunk of its own with the same position and headings and a locator for just that span (the
 * chunk's text before it ends the prefix, the text after it starts the suffix), so citing it
 * highlights that text in the page. One contiguous span, never sentences picked apart: a locator
 * quotes one run of the page's text. The chunk itself when nothing or everything is kept, when it is
 * a transcript's (its cues are offsets into its text), or when the span does not save `minSaving` of
 * the chunk's price: a cut that saves little only risks the words around the answer.
 */
export function statedLines(chunk: Chunk, keeps: (sentence: string) => boolean, price: (chunk: Chunk) => number, minSaving: number): Chunk {
  if (chunk.cues) return chunk;
  const sentences = splitSentences(chunk.text);
  if (sentences.length < 2) return chunk;
  const kept = sentences.map((s) => keeps(s));
  let first = kept.indexOf(true);
  const last = kept.lastIndexOf(true);
  if (first === -1) return chunk;
  while (first > 0 && isLabel(sentences[first - 1]!)) first -= 1;
  if (first === 0 && last === sentences.length - 1) return chunk;
  const before = collapseWhitespace(sentences.slice(0, first).join(''));
  const text = sentences.slice(first, last + 1).join('').trim();
  const after = collapseWhitespace(sentences.slice(last + 1).join(''));
  const exact = collapseWhitespace(text);
  // The chunk's locator holds its text whitespace-collapsed: the span sits right after what precedes it.
  const at = before ? before.length + 1 : 0;
  if (chunk.locator.exact.slice(at, at + exact.length) !== exact) return chunk;
  const prefix = before ? Array.from(collapseWhitespace(`${chunk.locator.prefix} ${before}`)).slice(-LOCATOR_CONTEXT).join('') : chunk.locator.prefix;
  const suffix = after ? Array.from(collapseWhitespace(`${after} ${chunk.locator.suffix}`)).slice(0, LOCATOR_CONTEXT).join('') : chunk.locator.suffix;
  const span: Chunk = { ...chunk, text, locator: { ...chunk.locator, exact, prefix, suffix } };
  return price(span) <= (1 - minSaving) * price(chunk) ? span : chunk;
}

/** A line of a few words ended by a line break, not by a sentence's end. */
function isLabel(piece: string): boolean {
  const line = piece.trim();
  return /\n\s*$/u.test(piece) && line.split(/\s+/u).length <= LABEL_WORDS && !/[.!?…。！？]$/u.test(line);
}
