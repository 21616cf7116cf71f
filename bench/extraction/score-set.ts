import { averageScores, bagOfWordsScore, type PageScore } from './bag-of-words-metric';
import type { SetFormat } from './load-set';
import { shingleMatch, shingleScores } from './shingle-metric';

export interface PageResult {
  truth: string;
  predicted: string;
  pageType?: string;
  ms: number;
}

export interface ExtractorScores {
  f1: number;
  precision: number;
  recall: number;
  ms_median: number;
  ms_p95: number;
  by_type: Record<string, { f1: number; precision: number; recall: number; pages: number }>;
}

export const METRIC_NAME: Record<SetFormat, string> = {
  scrapinghub: 'scrapinghub: case-sensitive \\w+ word 4-gram shingles, page-normalised tp/fp/fn, P and R averaged over pages, F1 of the averages',
  wcxb: 'wcxb: lowercase \\w+ bag of words, P/R/F1 per page, averaged over pages',
};

/** Linear-interpolated quantile (numpy's default), q in [0, 1]. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Scores one extractor's outputs on a set with that set's published metric. */
export function scoreSet(format: SetFormat, results: PageResult[]): ExtractorScores {
  const ms = results.map((r) => r.ms);
  const timing = { ms_median: quantile(ms, 0.5), ms_p95: quantile(ms, 0.95) };
  if (format === 'scrapinghub') {
    const s = shingleScores(results.map((r) => shingleMatch(r.truth, r.predicted)));
    return { ...s, ...timing, by_type: {} };
  }
  const scored = results.map((r) => ({ type: r.pageType ?? 'article', score: bagOfWordsScore(r.truth, r.predicted) }));
  const byType: ExtractorScores['by_type'] = {};
  for (const type of [...new Set(scored.map((s) => s.type))].sort()) {
    const pages: PageScore[] = scored.filter((s) => s.type === type).map((s) => s.score);
    byType[type] = { ...averageScores(pages), pages: pages.length };
  }
  return { ...averageScores(scored.map((s) => s.score)), ...timing, by_type: byType };
}
