import { describe, expect, it } from 'vitest';
import { byTierWithinTab } from './by-tier-within-tab';
import type { Passage } from './passage';

const p = (tabId: number, index: number) => ({ source: { tabId, url: `https://t${tabId}.test/`, title: `T${tabId}`, site: `t${tabId}.test` }, chunk: { index, text: '', headings: [] }, score: 1, tokens: 1 }) as unknown as Passage;
const ids = (ps: Passage[]) => ps.map((x) => `${x.source.tabId}#${x.chunk.index}`);

describe('byTierWithinTab', () => {
  it('orders each tab’s passages by tier, ties by the ranking, and keeps which tab holds each place', () => {
    const ranked = [p(1, 0), p(2, 5), p(1, 3), p(1, 7), p(2, 9)];
    expect(ids(byTierWithinTab(ranked, [0, 3, 1, 2, 0]))).toEqual(['1#7', '2#5', '1#3', '1#0', '2#9']);
  });

  it('never puts another tab’s higher tier ahead of the ranking’s first tab', () => {
    expect(ids(byTierWithinTab([p(1, 0), p(2, 1)], [0, 3]))).toEqual(['1#0', '2#1']);
  });

  it('moves a higher tier only past the passages it may pass, and stops behind the first it may not', () => {
    const ranked = [p(1, 0), p(1, 3), p(1, 7)];
    // #7 may pass #3 but not #0: it goes between them.
    expect(ids(byTierWithinTab(ranked, [0, 0, 2], (moving, ahead) => !(moving === 2 && ahead === 0)))).toEqual(['1#0', '1#7', '1#3']);
    expect(ids(byTierWithinTab(ranked, [0, 0, 2], () => false))).toEqual(['1#0', '1#3', '1#7']);
  });
});
