import { describe, expect, it } from 'vitest';
import { passage } from '../../tests/support/test-passages';
import { planParts } from './plan-parts';

/** One page of `n` passages of 500 tokens each, in parts of three (1,500 tokens a part). */
function page(n: number) {
  const passages = Array.from({ length: n }, (_, i) => ({ ...passage(`Passage ${i} of the long page.`, 1, 'Long page'), tokens: 500 }));
  const parts = [];
  for (let i = 0; i < n; i += 3) parts.push(passages.slice(i, i + 3));
  return parts;
}

describe('parts bounded by the measured speed (issue 31)', () => {
  const window = 4096;

  it('keeps every part, with an estimate, when the model reads them all within two minutes', () => {
    const plan = planParts(page(36), { contextWindow: window, prefillTokS: 2000, decodeTokS: 50 })!;
    expect(plan.parts).toHaveLength(12);
    expect(plan.seconds).toBeGreaterThan(0);
    expect(plan.seconds).toBeLessThanOrEqual(120);
  });

  it('reads fewer parts, the page narrowed to them, on a slower model; none when two would not fit', () => {
    const plan = planParts(page(36), { contextWindow: window, prefillTokS: 150, decodeTokS: 40 })!;
    expect(plan.parts.length).toBeGreaterThanOrEqual(2);
    expect(plan.parts.length).toBeLessThan(12);
    expect(plan.seconds).toBeLessThanOrEqual(120);
    expect(planParts(page(36), { contextWindow: window, prefillTokS: 10, decodeTokS: 2 })).toBeUndefined();
  });

  it('without a measured speed keeps the selection\'s parts and gives no estimate', () => {
    expect(planParts(page(12), { contextWindow: window })).toEqual({ parts: page(12) });
    expect(planParts(page(3), { contextWindow: window, prefillTokS: 100 })).toBeUndefined();
  });
});
