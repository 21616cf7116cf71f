import { describe, expect, it } from 'vitest';
import type { ScoredChunk } from './passage';
import { selectByTab } from './select-by-tab';
import { sectionedTab, wordCost } from '../../../tests/support/test-scope';

describe('selectByTab', () => {
  const a = sectionedTab(1, [[]], 6);
  const b = sectionedTab(2, [[]], 6);
  const c = sectionedTab(3, [[]], 6);
  // Tab 1 matches best everywhere; tab 2 a little; tab 3 not at all.
  const ranked: ScoredChunk[] = [
    ...a.chunks.map((chunk, i) => ({ source: a.source, chunk, score: 10 - i })),
    { source: b.source, chunk: b.chunks[4]!, score: 2 },
    { source: b.source, chunk: b.chunks[1]!, score: 1 },
  ].sort((x, y) => y.score - x.score);

  it('gives every tab a say, grouped by tab in the order given, best first within each', () => {
    const out = selectByTab([a, b, c], ranked, { budget: 1000, perTabCap: 3, cost: wordCost });
    expect(out.map((p) => [p.source.tabId, p.chunk.index])).toEqual([
      [1, 0], [1, 1], [1, 2],
      [2, 4], [2, 1],
      [3, 0], // nothing matched: its opening
    ]);
  });

  it('takes turns when the budget is tight, so one tab cannot crowd out the rest', () => {
    const out = selectByTab([a, b, c], ranked, { budget: 40, perTabCap: 6, cost: wordCost });
    expect(out.map((p) => p.source.tabId)).toEqual([1, 1, 2, 3]);
  });
});
