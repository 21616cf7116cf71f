import { describe, expect, it } from 'vitest';
import { shingleMatch, shingleScores } from './shingle-metric';

describe('scrapinghub shingle metric', () => {
  it('scores an exact extraction 1 and ignores punctuation and spacing', () => {
    const page = shingleMatch('The cat sat on the mat today.', '  The cat, sat on — the mat today ');
    expect(page).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(shingleScores([page])).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it('scores a disjoint extraction 0', () => {
    const page = shingleMatch('one two three four five', 'alpha beta gamma delta epsilon');
    expect(page.tp).toBe(0);
    expect(shingleScores([page])).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it('is case-sensitive and counts shingles as multisets', () => {
    // truth: a b c d e (2 shingles); predicted repeats them and adds a different-case shingle.
    const page = shingleMatch('a b c d e', 'a b c d e a b c d e A B C D');
    // shingles of the prediction: 10 tokens + 4 = 14 → 11 shingles, 2 of which match.
    expect(page.tp).toBeCloseTo(2 / 11);
    expect(page.fn).toBe(0);
    expect(page.fp).toBeCloseTo(9 / 11);
  });

  it('treats a text of fewer than four words as one short shingle', () => {
    expect(shingleMatch('two words', 'two words')).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(shingleMatch('two words', 'two more')).toEqual({ tp: 0, fp: 0.5, fn: 0.5 });
  });

  it('weighs every page the same and averages P over pages that predicted something', () => {
    const long = Array.from({ length: 400 }, (_, i) => `w${i}`).join(' ');
    const perfectLong = shingleMatch(long, long);
    const halfShort = shingleMatch('a b c d e f g', 'a b c d'); // predicted 1 shingle, truth 4
    const empty = shingleMatch('x y z w', ''); // no prediction: no precision term, recall 0
    const scores = shingleScores([perfectLong, halfShort, empty]);
    expect(scores.precision).toBeCloseTo((1 + 1) / 2);
    expect(scores.recall).toBeCloseTo((1 + 0.25 + 0) / 3);
    expect(scores.f1).toBeCloseTo((2 * scores.precision * scores.recall) / (scores.precision + scores.recall));
  });

  it('tokenises words of any script like Python \\w+', () => {
    expect(shingleMatch('日本語 テキスト と العربية', '日本語 テキスト と العربية').tp).toBe(1);
  });
});
