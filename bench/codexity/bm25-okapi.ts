/**
 * rank_bm25's BM25Okapi (k1 1.5, b 0.75, epsilon 0.25), the scorer Codexity calls: IDF is
 * ln(N − n + 0.5) − ln(n + 0.5); a negative IDF (a word in more than half the chunks) is replaced by
 * epsilon × the mean IDF over the vocabulary; every query token counts, repeats included.
 * https://github.com/dorianbrown/rank_bm25/blob/master/rank_bm25.py
 */
export class BM25Okapi {
  private readonly docFreqs: Array<Map<string, number>>;
  private readonly docLen: number[];
  private readonly avgdl: number;
  private readonly idf = new Map<string, number>();

  constructor(
    corpus: string[][],
    private readonly k1 = 1.5,
    private readonly b = 0.75,
    epsilon = 0.25,
  ) {
    this.docLen = corpus.map((doc) => doc.length);
    this.avgdl = this.docLen.reduce((s, n) => s + n, 0) / corpus.length;
    const nd = new Map<string, number>();
    this.docFreqs = corpus.map((doc) => {
      const freqs = new Map<string, number>();
      for (const word of doc) freqs.set(word, (freqs.get(word) ?? 0) + 1);
      for (const word of freqs.keys()) nd.set(word, (nd.get(word) ?? 0) + 1);
      return freqs;
    });
    let idfSum = 0;
    const negative: string[] = [];
    for (const [word, freq] of nd) {
      const idf = Math.log(corpus.length - freq + 0.5) - Math.log(freq + 0.5);
      this.idf.set(word, idf);
      idfSum += idf;
      if (idf < 0) negative.push(word);
    }
    const eps = epsilon * (idfSum / nd.size);
    for (const word of negative) this.idf.set(word, eps);
  }

  getScores(query: string[]): number[] {
    const scores = new Array<number>(this.docFreqs.length).fill(0);
    for (const q of query) {
      const idf = this.idf.get(q) ?? 0;
      this.docFreqs.forEach((freqs, i) => {
        const f = freqs.get(q) ?? 0;
        const len = this.docLen[i] ?? 0;
        scores[i]! += (idf * (f * (this.k1 + 1))) / (f + this.k1 * (1 - this.b + (this.b * len) / this.avgdl));
      });
    }
    return scores;
  }
}
