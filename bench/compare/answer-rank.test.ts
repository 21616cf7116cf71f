import { describe, expect, it } from 'vitest';
import { answerRank, summariseRanks } from './answer-rank';

describe('answerRank', () => {
  const sent = [
    { page: 'a', text: 'Intro', cost: 10 },
    { page: 'b', text: 'Weight: 1.2 kg', cost: 5 },
    { page: 'a', text: 'Specs', cost: 20 },
    { page: 'a', text: 'Weight: 372 g', cost: 7 },
  ];
  it("places the page's answering passage among its own passages and in the whole order", () => {
    expect(answerRank('a', (t) => t.includes('372 g'), sent)).toEqual({ rank: 3, tokensBefore: 30, position: 4, sentBefore: 35 });
    expect(answerRank('b', (t) => t.includes('kg'), sent)).toEqual({ rank: 1, tokensBefore: 0, position: 2, sentBefore: 10 });
  });
  it('a passage on another page does not count, and an answer never sent is null', () => {
    expect(answerRank('a', (t) => t.includes('kg'), sent)).toEqual({ rank: null, tokensBefore: null, position: null, sentBefore: null });
  });
});

describe('summariseRanks', () => {
  it('counts a miss as 0 reciprocal rank and as the worst place', () => {
    expect(summariseRanks([1, 2, null, 4])).toEqual({ mrr: (1 + 0.5 + 0.25) / 4, median_rank: 3, at_rank_1: 0.25, missing: 1 });
    expect(summariseRanks([null, null, 1])).toMatchObject({ median_rank: null, missing: 2 });
    expect(summariseRanks([])).toEqual({ mrr: 0, median_rank: null, at_rank_1: 0, missing: 0 });
  });
});
