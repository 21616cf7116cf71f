import type { Chunk } from '../chunk/chunk';
import { LOCATOR_CONTEXT } from '../chunk/make-locator';
import { splitSentences } from '../chunk/split-sentences';
import { collapseWhitespace } from '../extract/collapse-whitespace';


/**
 * The opening of a chunk: its first sentences, as many as fit `maxTokens`, or, when not even the
 * first fits, its first words that do, marked cut with "…"; as a chunk of its own with the same position and headings and a locator for just that text (the
 * chunk's own prefix; the rest of the chunk as suffix), so citing it highlights the opening in the
 * page. The chunk itself when it already fits.
 */
export function openingOf(chunk: Chunk, maxTokens: number, countTokens: (text: string) => number): Chunk {
  // Follow-up questions over the same tabs cut the same openings: keep them (and so their prices).
  let sizes = cut.get(chunk);
  if (!sizes) {
    sizes = new Map();
    cut.set(chunk, sizes);
  }
  let opening = sizes.get(maxTokens);
  if (!opening) {
    opening = cutOpening(chunk, maxTokens, countTokens);
    sizes.set(maxTokens, opening);
  }
  return opening;
}

const cut = new WeakMap<Chunk, Map<number, Chunk>>();

function cutOpening(chunk: Chunk, maxTokens: number, countTokens: (text: string) => number): Chunk {
  if (countTokens(chunk.text) <= maxTokens) return chunk;
  const sentences = splitSentences(chunk.text);
  let text = '';
  for (const sentence of sentences) {
    const next = text + sentence;
    if (text && countTokens(next) > maxTokens) break;
    text = next;
  }
  text = text.trim();
  // A first sentence longer than the opening: its first words (a long forum post or list item
  // would otherwise take the room of several sections' openings).
  const cutShort = text !== '' && countTokens(text) > maxTokens;
  if (cutShort) text = firstWords(text, maxTokens, countTokens);
  if (!text || text.length >= chunk.text.trim().length) return chunk;
  const exact = collapseWhitespace(text);
  // The chunk's locator holds its text whitespace-collapsed: the opening is its start.
  if (!chunk.locator.exact.startsWith(exact)) return chunk;
  const rest = chunk.locator.exact.slice(exact.length).trimStart();
  const suffix = Array.from(collapseWhitespace(`${rest} ${chunk.locator.suffix}`)).slice(0, LOCATOR_CONTEXT).join('');
  return { ...chunk, text: cutShort ? `${text} …` : text, locator: { exact, prefix: chunk.locator.prefix, suffix } };
}

/** The longest run of whole words from the start (characters, for text without spaces) within `maxTokens`, at least one word. */
function firstWords(text: string, maxTokens: number, countTokens: (text: string) => number): string {
  const words = text.match(/\S+\s*/gu) ?? [];
  let out = '';
  for (const word of words) {
    if (out && countTokens(out + word) > maxTokens) break;
    out += word;
  }
  if (countTokens(out) > maxTokens) {
    // One long first word (Chinese, Japanese run without spaces): as many characters as fit.
    let chars = '';
    for (const c of Array.from(out)) {
      if (chars && countTokens(chars + c) > maxTokens) break;
      chars += c;
    }
    out = chars;
  }
  return out.trim();
}
