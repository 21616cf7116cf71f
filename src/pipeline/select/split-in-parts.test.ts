import { describe, expect, it } from 'vitest';
import { splitInParts } from './split-in-parts';
import { sectionedTab, wordCost } from '../../../tests/support/test-scope';

const sum = (part: Array<{ tokens: number }>) => part.reduce((s, p) => s + p.tokens, 0);

describe('splitInParts', () => {
  it('splits the whole scope in reading order into parts within the budget, each one stretch of one tab', () => {
    const long = sectionedTab(1, [['A'], ['B'], ['C']], 10); // 300 words
    const parts = splitInParts([long], { partBudget: 100, cost: wordCost, maxParts: 8 });
    expect(parts).toHaveLength(3);
    for (const part of parts) expect(sum(part)).toBeLessThanOrEqual(100);
    expect(parts.flat().map((p) => p.chunk.index)).toEqual(long.chunks.map((c) => c.index));
  });

  it('cuts a tab into near-equal parts, and lets small whole tabs share a part', () => {
    const long = sectionedTab(1, [[]], 11); // 110 words in parts of at most 100: two of ~55
    const small1 = sectionedTab(2, [[]], 3);
    const small2 = sectionedTab(3, [[]], 3);
    const parts = splitInParts([long, small1, small2], { partBudget: 100, cost: wordCost, maxParts: 8 });
    expect(parts.map((p) => [...new Set(p.map((x) => x.source.tabId))])).toEqual([[1], [1], [2, 3]]);
    expect(Math.abs(sum(parts[0]!) - sum(parts[1]!))).toBeLessThanOrEqual(10);
  });

  it('narrows a scope beyond maxParts parts to a coverage of it first', () => {
    const huge = sectionedTab(1, Array.from({ length: 20 }, (_, i) => [`S${i}`]), 10); // 2,000 words
    const parts = splitInParts([huge], { partBudget: 100, cost: wordCost, maxParts: 4 });
    expect(parts.length).toBeLessThanOrEqual(4);
    const starts = new Set(parts.flat().map((p) => p.chunk.headings[0]));
    expect(starts.size).toBe(20); // every section still there
    expect(splitInParts([huge], { partBudget: 0, cost: wordCost, maxParts: 4 })).toEqual([]);
  });
});
