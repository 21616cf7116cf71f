import type { Article } from '../../src/pipeline/extract/article';
import { BM25Okapi } from '../codexity/bm25-okapi';
import { pythonSplit } from '../codexity/chunk-text';
import { pagesToChunks, selectTopChunks, type TextChunk } from '../codexity/process-content';

/**
 * The Codexity baseline over a pool of pages. Its BM25 statistics depend only on the pool, so they
 * are built once per pool and reused for every question asked over it; the scores and selection are
 * exactly what `process_content` computes per question.
 */
export class CodexityPool {
  private readonly chunks: TextChunk[];
  private readonly bm25: BM25Okapi;

  constructor(articles: Article[]) {
    this.chunks = pagesToChunks(articles.map((a) => ({ url: a.url, title: a.title, content: a.text })));
    this.bm25 = new BM25Okapi(this.chunks.map((c) => pythonSplit(c.text.toLowerCase())));
  }

  select(question: string, budgets: number[], countTokens: (text: string) => number) {
    const scores = this.bm25.getScores(pythonSplit(question.toLowerCase()));
    const ranked = this.chunks
      .map((chunk, i) => ({ ...chunk, relevanceScore: scores[i] ?? 0 }))
      .sort((a, b) => b.relevanceScore - a.relevanceScore);
    return budgets.map((budget) => selectTopChunks(ranked, budget, countTokens).map((c) => ({ text: c.text, tokens: c.tokens })));
  }
}
