import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../../tests/support/test-chunks';
import type { ScoredChunk } from './passage';
import { textCost } from './passage-cost';
import { selectPassages } from './select-passages';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function scored(tabId: number, texts: string[], scores: number[]): ScoredChunk[] {
  const source = { tabId, url: `https://e.com/${tabId}`, title: `Tab ${tabId}`, site: 'e.com' };
  return chunksOf(texts).map((chunk, i) => ({ source, chunk, score: scores[i] ?? 0 }));
}

const byScore = (items: ScoredChunk[]) => [...items].sort((a, b) => b.score - a.score);

describe('selectPassages', () => {
  const all = byScore([
    ...scored(1, ['a b c d', 'e f g h', 'i j k l', 'm n o p'], [9, 8, 7, 6]),
    ...scored(2, ['q r s t', 'u v w x'], [5, 4]),
  ]);

  it('takes passages in score order with their token counts', () => {
    const out = selectPassages(all, { budget: 100, perTabCap: 10, cost: textCost(words) });
    expect(out.map((p) => p.chunk.text)).toEqual(['a b c d', 'e f g h', 'i j k l', 'm n o p', 'q r s t', 'u v w x']);
    expect(out.every((p) => p.tokens === 4)).toBe(true);
  });

  it('caps passages per tab', () => {
    const out = selectPassages(all, { budget: 100, perTabCap: 2, cost: textCost(words) });
    expect(out.map((p) => p.chunk.text)).toEqual(['a b c d', 'e f g h', 'q r s t', 'u v w x']);
  });

  it('never exceeds the budget, and lets a smaller passage fill the gap', () => {
    const items = byScore(scored(1, ['one two three four five', 'six seven eight nine ten eleven', 'twelve'], [3, 2, 1]));
    const out = selectPassages(items, { budget: 7, perTabCap: 10, cost: textCost(words) });
    expect(out.map((p) => p.chunk.text)).toEqual(['one two three four five', 'twelve']);
    expect(out.reduce((s, p) => s + p.tokens, 0)).toBeLessThanOrEqual(7);
    expect(selectPassages(items, { budget: 0, perTabCap: 10, cost: textCost(words) })).toEqual([]);
  });

  it('skips a passage whose text was already taken', () => {
    const items = byScore([...scored(1, ['Same text here.'], [2]), ...scored(2, ['Same  text here.', 'Other'], [1.5, 1])]);
    const out = selectPassages(items, { budget: 100, perTabCap: 10, cost: textCost(words) });
    expect(out.map((p) => [p.source.tabId, p.chunk.text])).toEqual([
      [1, 'Same text here.'],
      [2, 'Other'],
    ]);
  });

  it('does not pad with unmatched chunks, but uses them when nothing matched', () => {
    const items = byScore(scored(1, ['hit', 'miss one', 'miss two'], [1, 0, 0]));
    expect(selectPassages(items, { budget: 100, perTabCap: 10, cost: textCost(words) }).map((p) => p.chunk.text)).toEqual(['hit']);
    const none = scored(1, ['first', 'second'], [0, 0]);
    expect(selectPassages(none, { budget: 100, perTabCap: 10, cost: textCost(words) }).map((p) => p.chunk.text)).toEqual(['first', 'second']);
  });
});
