import { describe, expect, it } from 'vitest';
import { quantile, scoreSet } from './score-set';

describe('scoreSet', () => {
  it('scores a tiny WCXB-style set with per-type F1 and timing', () => {
    const s = scoreSet('wcxb', [
      { truth: 'buy the red kettle', predicted: 'buy the red kettle', pageType: 'product', ms: 1 },
      { truth: 'forum post text', predicted: 'nav menu login', pageType: 'forum', ms: 3 },
    ]);
    expect(s.f1).toBe(0.5);
    expect(s.by_type.product).toEqual({ f1: 1, precision: 1, recall: 1, pages: 1 });
    expect(s.by_type.forum?.f1).toBe(0);
    expect(s.ms_median).toBe(2);
  });

  it('scores a tiny scrapinghub-style set with no page types', () => {
    const s = scoreSet('scrapinghub', [{ truth: 'one two three four', predicted: 'one two three four', ms: 5 }]);
    expect(s).toMatchObject({ f1: 1, precision: 1, recall: 1, by_type: {} });
  });

  it('interpolates quantiles like numpy', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([0, 10], 0.95)).toBeCloseTo(9.5);
    expect(quantile([], 0.5)).toBe(0);
  });
});
