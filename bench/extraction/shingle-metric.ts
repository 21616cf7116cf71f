import { wordTokens } from './word-tokens';

/** One page's true positives, false positives and false negatives, normalised to sum to 1. */
export interface TpFpFn {
  tp: number;
  fp: number;
  fn: number;
}

/** Word 4-grams as a multiset; a text shorter than n words is one shorter shingle. */
function shingles(text: string, n: number): Map<string, number> {
  const tokens = wordTokens(text);
  const counts = new Map<string, number>();
  const last = Math.max(1, tokens.length - n + 1);
  for (let i = 0; i < last; i++) {
    const gram = tokens.slice(i, i + n);
    if (gram.length === 0) continue;
    const key = gram.join('\u0000');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * The scrapinghub article-extraction-benchmark page score (evaluate.py, string_shingle_matching):
 * case-sensitive `\w+` words, multisets of 4-gram shingles, tp/fp/fn divided by their sum so
 * that every page weighs the same.
 */
export function shingleMatch(truth: string, predicted: string, n = 4): TpFpFn {
  const t = shingles(truth, n);
  const p = shingles(predicted, n);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [key, pc] of p) {
    const tc = t.get(key) ?? 0;
    tp += Math.min(tc, pc);
    fp += Math.max(0, pc - tc);
  }
  for (const [key, tc] of t) fn += Math.max(0, tc - (p.get(key) ?? 0));
  const sum = tp + fp + fn;
  return sum > 0 ? { tp: tp / sum, fp: fp / sum, fn: fn / sum } : { tp, fp, fn };
}

function precision({ tp, fp, fn }: TpFpFn): number {
  if (fp === 0 && fn === 0) return 1;
  if (tp === 0 && fp === 0) return 0;
  return tp / (tp + fp);
}

function recall({ tp, fp, fn }: TpFpFn): number {
  if (fp === 0 && fn === 0) return 1;
  if (tp === 0 && fn === 0) return 0;
  return tp / (tp + fn);
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/**
 * Set-level scores as evaluate.py's metrics_from_tp_fp_fns: precision averaged over pages that
 * predicted something, recall over pages whose truth has text, F1 from the two averages.
 */
export function shingleScores(pages: TpFpFn[]): { precision: number; recall: number; f1: number } {
  const p = mean(pages.filter((x) => x.tp + x.fp > 0).map(precision));
  const r = mean(pages.filter((x) => x.tp + x.fn > 0).map(recall));
  return { precision: p, recall: r, f1: p + r > 0 ? (2 * p * r) / (p + r) : 0 };
}
