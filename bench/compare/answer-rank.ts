/**
 * Where a page's answering passage sits in what a selection sends: a measure that keeps moving
 * when "found within the budget" saturates. `rank` is its place among that page's own passages
 * (1 = the page's first), `tokensBefore` what the page's passages ahead of it cost, `position`
 * its place in the whole sent order and `sentBefore` what everything ahead of it costs (the
 * smallest budget that would still carry it, give or take the skip of what does not fit).
 * null: the selection did not hold it at all (a miss, counted as such, never dropped).
 */
export interface AnswerRank {
  rank: number | null;
  tokensBefore: number | null;
  position: number | null;
  sentBefore: number | null;
}

export interface RankedPassage {
  page: string;
  /** The text as the model reads it (section and text). */
  text: string;
  /** What the passage costs in the benchmark's budget units. */
  cost: number;
}

export function answerRank(page: string, holdsAnswer: (text: string) => boolean, sent: readonly RankedPassage[]): AnswerRank {
  let rank = 0;
  let tokensBefore = 0;
  let sentBefore = 0;
  for (const [i, p] of sent.entries()) {
    if (p.page === page) {
      rank += 1;
      if (holdsAnswer(p.text)) return { rank, tokensBefore, position: i + 1, sentBefore };
      tokensBefore += p.cost;
    }
    sentBefore += p.cost;
  }
  return { rank: null, tokensBefore: null, position: null, sentBefore: null };
}

/** Summary of many ranks: mean reciprocal rank (a miss counts 0), median rank (a miss as ∞), share at rank 1. */
export function summariseRanks(ranks: readonly (number | null)[]): { mrr: number; median_rank: number | null; at_rank_1: number; missing: number } {
  const n = Math.max(1, ranks.length);
  const sorted = ranks.map((r) => r ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length === 0 ? null : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    mrr: ranks.reduce<number>((s, r) => s + (r ? 1 / r : 0), 0) / n,
    median_rank: median === null || !Number.isFinite(median) ? null : median,
    at_rank_1: ranks.filter((r) => r === 1).length / n,
    missing: ranks.filter((r) => r === null).length,
  };
}
