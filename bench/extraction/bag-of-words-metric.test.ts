import { describe, expect, it } from 'vitest';
import { averageScores, bagOfWordsScore } from './bag-of-words-metric';

describe('WCXB bag-of-words metric', () => {
  it('scores the same words 1 regardless of case, order and punctuation', () => {
    expect(bagOfWordsScore('Hello, World! Again', 'again world hello')).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it('scores disjoint words and an empty prediction 0', () => {
    expect(bagOfWordsScore('red green', 'blue yellow')).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(bagOfWordsScore('red green', '')).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it('clips overlap by the smaller count (bags, not sets)', () => {
    const s = bagOfWordsScore('a a b c', 'a a a a b');
    expect(s.precision).toBeCloseTo(3 / 5);
    expect(s.recall).toBeCloseTo(3 / 4);
    expect(s.f1).toBeCloseTo((2 * 0.6 * 0.75) / 1.35);
  });

  it('gives an empty truth 1 only for an empty prediction', () => {
    expect(bagOfWordsScore('', '').f1).toBe(1);
    expect(bagOfWordsScore('', 'x').f1).toBe(0);
  });

  it('averages P, R and F1 separately over pages', () => {
    const avg = averageScores([
      { precision: 1, recall: 0.5, f1: 2 / 3 },
      { precision: 0, recall: 0, f1: 0 },
    ]);
    expect(avg).toEqual({ precision: 0.5, recall: 0.25, f1: 1 / 3 });
  });
});
