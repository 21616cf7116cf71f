import type { Chunk } from './chunk';

/**
 * A tab's chunks of its reading, without those of the text beside it (Chunk.beside): what a
 * whole-page reading covers, what a tab that fits is sent in full, what a tab no passage of which
 * matches offers in reading order. Beside chunks follow the reading's (read-page.ts), so these keep
 * their positions.
 */
export function readingChunks<T extends Pick<Chunk, 'beside'>>(chunks: readonly T[]): T[] {
  return chunks.some((c) => c.beside) ? chunks.filter((c) => !c.beside) : (chunks as T[]);
}
