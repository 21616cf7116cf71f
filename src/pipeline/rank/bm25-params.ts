/** BM25F parameters shared by indexing and ranking. Chosen from the sweep in bench/README.md. */
export interface Bm25Params {
  k1: number;
  b: number;
  headingWeight: number;
  /**
   * Weight of the neighbouring chunks' terms (BM25F field): a question often paraphrases the
   * sentence next to the one that answers it.
   */
  neighbourWeight: number;
}

export const BM25: Bm25Params = {
  k1: 1.2,
  b: 0.75,
  /** Weight of title and heading terms relative to body terms (BM25F field weight). */
  headingWeight: 0.5,
  neighbourWeight: 0.25,
};

/** BM25's IDF as wink-bm25-text-search computes it (always positive). */
export function idf(totalDocs: number, docFreq: number): number {
  return Math.log((totalDocs - docFreq + 0.5) / (docFreq + 0.5) + 1);
}
