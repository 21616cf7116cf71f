/** BM25F parameters shared by indexing and ranking. Chosen from the sweep in bench/README.md. */
export const BM25 = {
  k1: 1.2,
  b: 0.75,
  /** Weight of title and heading terms relative to body terms (BM25F field weight). */
  headingWeight: 0.5,
};

/** BM25's IDF as wink-bm25-text-search computes it (always positive). */
export function idf(totalDocs: number, docFreq: number): number {
  return Math.log((totalDocs - docFreq + 0.5) / (docFreq + 0.5) + 1);
}
