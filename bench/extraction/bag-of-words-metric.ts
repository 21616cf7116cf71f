import { wordTokens } from './word-tokens';

export interface PageScore {
  precision: number;
  recall: number;
  f1: number;
}

function counts(tokens: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const t of tokens) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
}

/**
 * The WCXB page score (evaluate.py, word_f1): lowercase `\w+` words as bags, overlap by the
 * smaller count. An empty truth scores 1 only against an empty prediction.
 */
export function bagOfWordsScore(truth: string, predicted: string): PageScore {
  const pred = wordTokens(predicted.toLowerCase());
  const ref = wordTokens(truth.toLowerCase());
  if (ref.length === 0) return pred.length === 0 ? { precision: 1, recall: 1, f1: 1 } : { precision: 0, recall: 0, f1: 0 };
  if (pred.length === 0) return { precision: 0, recall: 0, f1: 0 };
  const refCounts = counts(ref);
  let overlap = 0;
  for (const [word, n] of counts(pred)) overlap += Math.min(n, refCounts.get(word) ?? 0);
  const precision = overlap / pred.length;
  const recall = overlap / ref.length;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** WCXB set scores: each of P, R and F1 averaged over pages. */
export function averageScores(pages: PageScore[]): PageScore {
  const n = pages.length || 1;
  const sum = (key: keyof PageScore) => pages.reduce((a, p) => a + p[key], 0) / n;
  return { precision: sum('precision'), recall: sum('recall'), f1: sum('f1') };
}
