import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../../tests/support/test-chunks';
import { byLengthPrice, lengthPrice } from './length-price';

describe('lengthPrice', () => {
  it('is nothing for a line or two, then grows slowly with length', () => {
    expect(lengthPrice('/etc/systemd/system/: units installed by the system administrator')).toBe(0);
    const long = 'The unit file sets its options in sections, and each option is read in order. '.repeat(6);
    const longer = long.repeat(2);
    expect(lengthPrice(long)).toBeGreaterThan(0);
    expect(lengthPrice(longer)).toBeGreaterThan(lengthPrice(long));
    // Small beside a stated figure (1) or a match (0–1): it only parts near ties.
    expect(lengthPrice(longer)).toBeLessThan(0.15);
  });
});

describe('byLengthPrice', () => {
  const source = { tabId: 1, url: 'https://example.test/', title: 'Tab', site: 'example.test' };
  const offer = (index: number, text: string, score: number, lengthPriced = true) => ({ source, chunk: { ...chunksOf([text])[0]!, index }, score, lengthPriced });
  it('orders offers by score less the price of the text each sends, stable, scores untouched', () => {
    const long = offer(0, 'Your callers should be able to understand you no matter where you are, so we test microphones in quiet, noisy and windy places, on busy streets and in echoing halls. '.repeat(2), 1.9);
    const cut = offer(1, 'For true wireless earbuds, the battery must last at least five hours.', 1.88);
    expect(byLengthPrice([long, cut]).map((o) => o.chunk.index)).toEqual([1, 0]);
    expect(byLengthPrice([long, cut]).map((o) => o.score)).toEqual([1.88, 1.9]);
    const a = offer(2, 'Battery: 8 hours', 1);
    const b = offer(3, 'Weight: 5 g', 1);
    expect(byLengthPrice([b, a]).map((o) => o.chunk.index)).toEqual([3, 2]);
    // An offer that does not state the attribute keeps its place: its match is the ranking's.
    expect(byLengthPrice([{ ...long, lengthPriced: false }, { ...cut, lengthPriced: false }]).map((o) => o.chunk.index)).toEqual([0, 1]);
  });
});
