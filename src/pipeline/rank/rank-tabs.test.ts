import { describe, expect, it } from 'vitest';
import type { SourceInfo } from '../select/passage';
import { bestChunkScores, rankTabs } from './rank-tabs';
import { createTabIndex } from './tab-index';
import { chunksOf } from '../../../tests/support/test-chunks';

const source = (tabId: number, title: string): SourceInfo => ({ tabId, url: `https://example.com/${tabId}`, title, site: 'example.com' });

const phone = [
  'The phone has a bright OLED screen with a high refresh rate.',
  'Battery life is excellent: it lasts two full days of normal use.',
  'Charging from empty to full takes about an hour with the bundled charger.',
  'The camera takes sharp photos in daylight but struggles at night.',
  'It ships with the latest operating system and five years of updates.',
];
const laptop = [
  'The keyboard is comfortable for long typing sessions.',
  'Its battery lasts around ten hours of web browsing.',
  'The display is matte, which helps outdoors.',
];
const recipe = ['Mix the flour and the butter.', 'Bake for twenty minutes.'];
const single = ['A single paragraph about the history of the charging cable standard.'];

const tabs = () => [
  { source: source(1, 'Phone review'), index: createTabIndex(chunksOf(phone), 'Phone review') },
  { source: source(2, 'Laptop review'), index: createTabIndex(chunksOf(laptop), 'Laptop review') },
  { source: source(3, 'Cookie recipe'), index: createTabIndex(chunksOf(recipe), 'Cookie recipe') },
  { source: source(4, 'Cables'), index: createTabIndex(chunksOf(single), 'Cables') },
  { source: source(5, 'Blank'), index: createTabIndex([], 'Blank') },
];

describe('rankTabs', () => {
  it('ranks the text beside a reading behind a reading passage that matches as well, and finds it where the reading has nothing', () => {
    const beside = chunksOf(['Battery: lasts two full days, rated by the maker.', 'Warranty: two years.']).map((c, i) => ({ ...c, index: phone.length + i, beside: true as const }));
    const withBeside = [{ source: source(1, 'Phone review'), index: createTabIndex([...chunksOf(phone), ...beside], 'Phone review') }];
    const battery = rankTabs(withBeside, 'How long does the battery last?');
    expect(battery[0]!.chunk.index).toBe(1);
    expect(battery.findIndex((r) => r.chunk.beside)).toBeGreaterThan(0);
    expect(rankTabs(withBeside, 'What warranty does it have?')[0]!.chunk.text).toBe('Warranty: two years.');
    // Nothing matches: the reading's openings, never the text beside it.
    expect(rankTabs(withBeside, 'zzz').every((r) => !r.chunk.beside)).toBe(true);
    // Choosing which of many tabs to read weighs it alike.
    const warranty = rankTabs(withBeside, 'What warranty does it have?')[0]!.score;
    expect(bestChunkScores([{ tabId: 1, index: withBeside[0]!.index }], 'What warranty does it have?').get(1)).toBeCloseTo(warranty, 9);
  });

  it('finds the passage that answers, across tabs of 5, 3, 2, 1 and 0 chunks', () => {
    const ranked = rankTabs(tabs(), 'How long does it take to charge the phone?');
    expect(ranked[0]!.chunk.text).toMatch(/^Charging from empty/);
    expect(ranked[0]!.source.tabId).toBe(1);
    expect(ranked.every((s) => s.score > 0)).toBe(true);
    expect(ranked.length).toBeLessThan(phone.length + laptop.length + recipe.length + single.length);
  });

  it('stems: "baking" finds "Bake" in a two-chunk tab, "cables" finds "cable" in a one-chunk tab', () => {
    expect(rankTabs(tabs(), 'baking time')[0]!.chunk.text).toBe('Bake for twenty minutes.');
    expect(rankTabs(tabs(), 'cables history')[0]!.source.tabId).toBe(4);
  });

  it('uses title terms: "laptop battery" prefers the laptop page', () => {
    const ranked = rankTabs(tabs(), 'laptop battery');
    expect(ranked[0]!.chunk.text).toBe('Its battery lasts around ten hours of web browsing.');
  });

  it('does not depend on the order of the tabs', () => {
    const forward = rankTabs(tabs(), 'battery screen charger');
    const backward = rankTabs(tabs().reverse(), 'battery screen charger');
    expect(backward.map((s) => [s.source.tabId, s.chunk.index, s.score])).toEqual(
      forward.map((s) => [s.source.tabId, s.chunk.index, s.score]),
    );
  });

  it('scores comparably across tabs: a word that fills one page is not rare because another page has it once', () => {
    const normans = [
      'The Normans settled in Normandy in the tenth century.',
      'The Normans spoke a dialect of Old French.',
      'Norman raids reached Sicily and the Normans ruled there.',
      'The Normans built castles across England.',
      'Normans and their knights served as mercenaries.',
    ];
    const garden = [
      'Tomatoes need full sun and regular watering.',
      'A garden visited by the Normans, legend says, grew roses.',
      'Compost improves the soil of any garden bed.',
      'Prune fruit trees in late winter.',
      'Mulch keeps moisture in during dry weeks.',
      'Beans climb best on a trellis.',
      'Slugs come out after rain.',
      'Sow lettuce every two weeks for a steady crop.',
      'Rotate crops so the soil stays healthy.',
      'Water early in the morning.',
    ];
    const ranked = rankTabs(
      [
        { source: source(1, 'Normans'), index: createTabIndex(chunksOf(normans), 'Normans') },
        { source: source(2, 'Gardening'), index: createTabIndex(chunksOf(garden), 'Gardening') },
      ],
      'Which Normans were knights?',
    );
    // Inside the garden page alone "Normans" is rare (IDF 2.0, above "knights" at 1.4 inside the
    // Normans page), so per-tab scores would put the garden first; over both pages it is common.
    expect(ranked[0]!.chunk.text).toMatch(/knights/);
  });

  it('returns every chunk at score 0 in reading order when nothing matches', () => {
    const ranked = rankTabs(tabs(), 'summarise');
    expect(ranked).toHaveLength(phone.length + laptop.length + recipe.length + single.length);
    expect(ranked.every((s) => s.score === 0)).toBe(true);
    expect(ranked.slice(0, 4).map((s) => [s.source.tabId, s.chunk.index])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });

  it('handles no tabs and empty questions', () => {
    expect(rankTabs([], 'anything')).toEqual([]);
    expect(rankTabs(tabs(), '').every((s) => s.score === 0)).toBe(true);
  });

  it('lets a query rewrite add terms, weighted below the question', () => {
    const plain = rankTabs(tabs(), 'How good is the display?');
    expect(plain[0]!.chunk.text).toMatch(/display is matte/);
    const rewritten = rankTabs(tabs(), 'How good is the display?', { extraQueries: ['phone OLED screen refresh rate'] });
    expect(rewritten[0]!.chunk.text).toMatch(/OLED screen/);
  });

  it('rebuilds the same index from the same chunks (worker restart)', () => {
    const first = rankTabs(tabs(), 'camera photos at night');
    const again = rankTabs(tabs(), 'camera photos at night');
    expect(again).toEqual(first);
  });
});
