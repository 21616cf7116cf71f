import type { Chunk } from '../../src/pipeline/chunk/chunk';

/** Chunks built from plain strings, for ranking and selection tests. */
export function chunksOf(texts: string[], headings: string[] = []): Chunk[] {
  return texts.map((text, index) => ({ index, text, headings, locator: { exact: text, prefix: '', suffix: '' } }));
}
