import { describe, expect, it } from 'vitest';
import { selectCoverage } from './select-coverage';
import { sectionedTab, wordCost } from '../../../tests/support/test-scope';
import type { Chunk } from '../chunk/chunk';
import { sourceBudgetFor } from '../prompt/source-budget';
import { promptBlockCost, promptEntryCost } from '../prompt/source-tokens';
import { estimateTokens } from '../tokens/estimate-tokens';
import type { ScopeTab } from './scope-tab';

/** A page of `sections` heading paths over `perSection` chunks of ~70 words, as the chunker gives them. */
function pageTab(tabId: number, sections: number, perSection: number, headings: (s: number) => string[]): ScopeTab {
  const chunks: Chunk[] = [];
  for (let s = 0; s < sections; s += 1) {
    for (let k = 0; k < perSection; k += 1) {
      const text = `Part ${s}.${k} of page ${tabId}. ${'Plain words about this part follow here and go on. '.repeat(7)}`.trim();
      chunks.push({ index: chunks.length, text, headings: headings(s), locator: { exact: text, prefix: '', suffix: '' } });
    }
  }
  return { source: { tabId, url: `https://pages.test/${tabId}`, title: `Page ${tabId}`, site: 'pages.test' }, chunks };
}

const sections = (n: number) => Array.from({ length: n }, (_, i) => [`Section ${i}`]);
const texts = (passages: Array<{ chunk: { text: string } }>) => passages.map((p) => p.chunk.text.split(' ').slice(0, 3).join(' '));

describe('selectCoverage', () => {
  it('gives the lead and the start of every section before anything else, in reading order', () => {
    const tab = sectionedTab(1, [[], ...sections(14)], 6);
    // 16 chunks of 10 words: the lead and 14 section starts fit, one more is spread.
    const out = selectCoverage([tab], { budget: 160, cost: wordCost });
    const shown = texts(out);
    expect(shown[0]).toBe('tab1 section0 chunk0');
    for (let s = 1; s <= 14; s += 1) expect(shown).toContain(`tab1 section${s} chunk0`);
    expect(out).toHaveLength(16);
    expect(out.map((p) => p.chunk.index)).toEqual([...out.map((p) => p.chunk.index)].sort((a, b) => a - b));
    expect(out.reduce((s, p) => s + p.tokens, 0)).toBeLessThanOrEqual(160);
  });

  it('prefers top-level sections when not all fit, spread over the page', () => {
    const tab = sectionedTab(1, [[], ['A'], ['A', 'a1'], ['A', 'a2'], ['B'], ['B', 'b1'], ['C']], 3);
    const out = selectCoverage([tab], { budget: 40, cost: wordCost });
    expect(texts(out)).toEqual(['tab1 section0 chunk0', 'tab1 section1 chunk0', 'tab1 section4 chunk0', 'tab1 section6 chunk0']);
  });

  it('names every section by its opening when the starts do not all fit whole', () => {
    const tab = sectionedTab(1, [[], ...sections(14)], 4, 60);
    // 15 starts of 60 words would cost 900: the budget holds the lead and 14 openings.
    const long = { ...tab, chunks: tab.chunks.map((c) => ({ ...c, text: `${c.text.split(' ').slice(0, 3).join(' ')} opens here. ${'More words follow. '.repeat(19)}` })) };
    long.chunks.forEach((c) => (c.locator = { exact: c.text.replace(/\s+/gu, ' ').trim(), prefix: '', suffix: '' }));
    const out = selectCoverage([long], { budget: 400, cost: wordCost, countText: (t) => t.split(/\s+/u).filter(Boolean).length });
    const named = new Set(out.map((p) => p.chunk.text.split(' ')[1]));
    expect(named.size).toBe(15);
    expect(out.reduce((s, p) => s + p.tokens, 0)).toBeLessThanOrEqual(400);
    const opening = out.find((p) => p.chunk.index === 4)!;
    expect(opening.chunk.text).toMatch(/^tab1 section1 chunk0 opens here\./u);
    expect(opening.chunk.locator.exact).toBe(opening.chunk.text);
  });

  it('fills what is left with passages spread evenly by position', () => {
    const tab = sectionedTab(1, [['Only heading']], 40);
    const out = selectCoverage([tab], { budget: 100, cost: wordCost });
    const positions = out.map((p) => p.chunk.index);
    expect(positions[0]).toBe(0);
    expect(positions).toHaveLength(10);
    expect(Math.max(...positions)).toBeGreaterThanOrEqual(32); // the end of the page is there
  });

  it('gives each tab its fair share; a small tab leaves its unused share to the others', () => {
    const big1 = sectionedTab(1, sections(10), 5);
    const big2 = sectionedTab(2, sections(10), 5);
    const small = sectionedTab(3, [[]], 2);
    const out = selectCoverage([big1, small, big2], { budget: 300, cost: wordCost });
    const perTab = (id: number) => out.filter((p) => p.source.tabId === id).reduce((s, p) => s + p.tokens, 0);
    expect(perTab(3)).toBe(20); // all of it
    expect(perTab(1)).toBeGreaterThanOrEqual(130);
    expect(perTab(2)).toBeGreaterThanOrEqual(130);
    // Tab by tab in the order given.
    expect([...new Set(out.map((p) => p.source.tabId))]).toEqual([1, 3, 2]);
  });

  it('covers every tab (lead and section starts) before any tab spreads passages', () => {
    // A short tab with no sections would spread over its whole fair share in one round; covered first,
    // the two long tabs each name more of their 25 sections with what it does not need yet.
    const short = sectionedTab(1, [[]], 12);
    const long1 = sectionedTab(2, [[], ...sections(24)], 2);
    const long2 = sectionedTab(3, [[], ...sections(24)], 2);
    const words = (t: string) => t.split(/\s+/u).filter(Boolean).length;
    const out = selectCoverage([short, long1, long2], { budget: 330, cost: wordCost, countText: words });
    const sectionsOf = (id: number) => new Set(out.filter((p) => p.source.tabId === id).map((p) => p.chunk.headings.join())).size;
    expect(sectionsOf(2)).toBeGreaterThanOrEqual(13);
    expect(sectionsOf(3)).toBeGreaterThanOrEqual(13);
    // (A fair share each in one round, 110 tokens, names 11 of 25.) The short tab keeps its lead.
    expect(out.filter((p) => p.source.tabId === 1).map((p) => p.chunk.index)).toContain(0);
    expect(out.reduce((sum, p) => sum + p.tokens, 0)).toBeLessThanOrEqual(330);
  });

  it('gives a tab whose section entries cost more the room to name them, from tabs that need less (issue 30)', () => {
    // A documentation page: 14 sections under deep API heading paths, each entry's line costing
    // several times its opening, beside two long articles of 14 plain sections. An even third of a
    // 4,096-token window named 10 of its 14 sections while the articles named all of theirs.
    const doc = pageTab(1, 14, 2, (s) => [
      'Developer documentation: ServiceClient.Configuration API reference (v2.14)',
      'ServiceClient.Configuration.Options',
      `ServiceClient.Configuration.Options.setRequestTimeoutMilliseconds${s}(value: number)`,
      `Parameters_${s} and return_values_${s}`,
    ]);
    const article = (tabId: number) => pageTab(tabId, 14, 8, (s) => [`Chapter ${s} of the story`]);
    const tabs = [article(2), doc, article(3)];
    const budget = sourceBudgetFor({ contextWindow: 4096, question: 'Summarize these tabs', countTokens: estimateTokens });
    const out = selectCoverage(tabs, { budget, cost: promptEntryCost, blockCost: promptBlockCost });
    for (const tab of tabs) {
      const named = new Set(out.filter((p) => p.source.tabId === tab.source.tabId).map((p) => p.chunk.headings.join('›'))).size;
      expect(named / 14, `tab ${tab.source.tabId}`).toBeGreaterThanOrEqual(0.7);
    }
    expect(new Set(out.filter((p) => p.source.tabId === 1).map((p) => p.chunk.headings.join('›'))).size).toBe(14);
    expect(out.reduce((sum, p) => sum + p.tokens, 0)).toBeLessThanOrEqual(budget);
  });

  it('spreads with what the covers leave, over every tab', () => {
    const a = sectionedTab(1, [[], ...sections(2)], 10);
    const b = sectionedTab(2, [[], ...sections(2)], 10);
    const out = selectCoverage([a, b], { budget: 200, cost: wordCost });
    for (const id of [1, 2]) {
      const mine = out.filter((p) => p.source.tabId === id);
      // Its lead and both section starts, then spread passages from the rest of the page.
      expect(mine.map((p) => p.chunk.index)).toEqual(expect.arrayContaining([0, 10, 20]));
      expect(mine.length).toBeGreaterThan(3);
      expect(mine.reduce((sum, p) => sum + p.tokens, 0)).toBeLessThanOrEqual(100);
    }
  });

  it('follows a topic across the page: the best match of each section first, then the rest of the coverage', () => {
    const tab = sectionedTab(1, [[], ...sections(6)], 4);
    const scores = new Map([
      [tab.chunks[6]!, 5], // section 1, chunk 2
      [tab.chunks[7]!, 4], // section 1, chunk 3
      [tab.chunks[21]!, 3], // section 5, chunk 1
    ]);
    const out = selectCoverage([tab], { budget: 40, cost: wordCost, topicScores: scores });
    expect(texts(out)).toEqual(['tab1 section0 chunk0', 'tab1 section1 chunk2', 'tab1 section1 chunk3', 'tab1 section5 chunk1']);
    expect(out.find((p) => p.chunk.index === 6)!.score).toBe(5);
  });

  it('pays a tab’s block once: with a block cost, the passages after the first cost only themselves', () => {
    const tab = sectionedTab(1, [[], ...sections(14)], 2);
    // Priced whole, 15 starts at 10 + 20 words of markup each do not fit 200; in one block of 20 they do.
    const alone = selectCoverage([tab], { budget: 200, cost: (item) => wordCost(item) + 20 });
    const grouped = selectCoverage([tab], { budget: 200, cost: wordCost, blockCost: () => 20 });
    expect(alone.length).toBeLessThan(10);
    expect(new Set(grouped.map((p) => p.chunk.headings.join()))).toHaveProperty('size', 15);
    expect(grouped[0]!.tokens).toBe(10 + 20);
    expect(grouped.reduce((sum, p) => sum + p.tokens, 0)).toBeLessThanOrEqual(200);
  });

  it('steps over a start that repeats text already taken to the next chunk of its section', () => {
    const tab = sectionedTab(1, [[], ...sections(4)], 3);
    // Every section opens with the same caption, as a forum's posts open with "Photo:".
    for (const c of tab.chunks) if (c.text.includes('chunk0') && !c.text.includes('section0')) c.text = 'Photo: caption word word word word word word';
    const out = selectCoverage([tab], { budget: 60, cost: wordCost });
    const sectionsShown = new Set(out.map((p) => p.chunk.headings.join()));
    expect(sectionsShown.size).toBe(5);
    expect(out.filter((p) => p.chunk.text.startsWith('Photo:'))).toHaveLength(1);
  });

  it('never exceeds the budget, and copes with nothing to select', () => {
    expect(selectCoverage([], { budget: 100, cost: wordCost })).toEqual([]);
    expect(selectCoverage([sectionedTab(1, [[]], 3)], { budget: 5, cost: wordCost })).toEqual([]);
  });
});
