import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScoredChunk, SourceInfo } from '../select/passage';
import { rankTabs } from './rank-tabs';
import { createTabIndex } from './tab-index';
import { chunksOf } from '../../../tests/support/test-chunks';

// 4,000 generated inputs; with the chunker's (chunk-article*.test.ts, split-sentences.test.ts) over 10,000 in total.

const words = ['battery', 'charging', 'screen', 'the', 'a', 'bees', 'lava', 'Etna', 'waggle', 'dance', '1669', '电池', 'بطارية', 'running', 'ran'];
const sentence = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 12 }).map((w) => `${w.join(' ')}.`);
const tabArb = fc.record({ title: fc.string({ maxLength: 20 }), chunks: fc.array(sentence, { maxLength: 6 }) });
const tabsArb = fc.array(tabArb, { minLength: 1, maxLength: 5 });
const queryArb = fc.oneof(fc.array(fc.constantFrom(...words), { maxLength: 5 }).map((w) => w.join(' ')), fc.string({ unit: 'binary', maxLength: 80 }));

const build = (tabs: Array<{ title: string; chunks: string[] }>) =>
  tabs.map((t, i) => ({
    source: { tabId: i + 1, url: `https://t${i + 1}.test/`, title: t.title, site: `t${i + 1}.test` } satisfies SourceInfo,
    index: createTabIndex(chunksOf(t.chunks), t.title),
  }));
const key = (r: ScoredChunk[]) => r.map((s) => `${s.source.tabId}:${s.chunk.index}:${s.score.toFixed(9)}`);

describe('rankTabs properties', () => {
  it('never throws on any query, and scores are finite and best first (1,500 inputs)', () => {
    fc.assert(
      fc.property(tabsArb, queryArb, (tabs, query) => {
        const ranked = rankTabs(build(tabs), query);
        for (const s of ranked) expect(Number.isFinite(s.score) && s.score >= 0).toBe(true);
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
      }),
      { numRuns: 1_500 },
    );
  });

  it('is deterministic and does not depend on the order the tabs are given in (1,500 inputs)', () => {
    fc.assert(
      fc.property(tabsArb, queryArb, fc.integer(), (tabs, query, seed) => {
        const built = build(tabs);
        const shuffled = [...built].sort((a, b) => ((a.source.tabId * 7919 + seed) % 13) - ((b.source.tabId * 7919 + seed) % 13));
        const first = key(rankTabs(built, query));
        expect(key(rankTabs(built, query))).toEqual(first);
        expect(key(rankTabs(shuffled, query))).toEqual(first);
      }),
      { numRuns: 1_500 },
    );
  });

  it('returns each chunk at most once, only from the given tabs (1,000 inputs)', () => {
    fc.assert(
      fc.property(tabsArb, queryArb, (tabs, query) => {
        const ranked = rankTabs(build(tabs), query);
        const keys = ranked.map((s) => `${s.source.tabId}:${s.chunk.index}`);
        expect(new Set(keys).size).toBe(keys.length);
        const total = tabs.reduce((n, t) => n + t.chunks.length, 0);
        expect(ranked.length).toBeLessThanOrEqual(total);
      }),
      { numRuns: 1_000 },
    );
  });
});
