// This benchmark's baseline only: src/pipeline/select/opening-of.ts as it was before issue 19 (main 0b890b2), copied unchanged
// but for its imports, so bench:coverage compares the product with it in one run.
import type { Chunk } from '../../../src/pipeline/chunk/chunk';
import { splitSentences } from '../../../src/pipeline/chunk/split-sentences';

const collapse = (text: string) => text.replace(/[\s\u200B\uFEFF]+/g, ' ').trim();
const CONTEXT = 32;

/**
 * The opening of a chunk: its first sentences, as many as fit `maxTokens` (at least one), as a
 * chunk of its own with the same position and headings and a locator for just that text (the
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
  if (!text || text.length >= chunk.text.trim().length) return chunk;
  const exact = collapse(text);
  // The chunk's locator holds its text whitespace-collapsed: the opening is its start.
  if (!chunk.locator.exact.startsWith(exact)) return chunk;
  const rest = chunk.locator.exact.slice(exact.length).trimStart();
  const suffix = Array.from(collapse(`${rest} ${chunk.locator.suffix}`)).slice(0, CONTEXT).join('');
  return { ...chunk, text, locator: { exact, prefix: chunk.locator.prefix, suffix } };
}
