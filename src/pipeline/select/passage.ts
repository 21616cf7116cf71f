import type { Chunk } from '../chunk/chunk';

/** Where a chunk came from: one tab. */
export interface SourceInfo {
  tabId: number;
  url: string;
  title: string;
  site: string;
}

/** A chunk scored against a question. */
export interface ScoredChunk {
  source: SourceInfo;
  chunk: Chunk;
  score: number;
  /**
   * The score that orders the passages once chosen (rank-question.ts): the words of the tab's
   * title count alike in each of its chunks, so the passage that answers leads, not the one that
   * repeats the subject. Absent: `score`.
   */
  lead?: number;
}

/** A chunk chosen for the context, with its token count. Numbered in the UI and prompt by position (1-based). */
export interface Passage extends ScoredChunk {
  tokens: number;
}
