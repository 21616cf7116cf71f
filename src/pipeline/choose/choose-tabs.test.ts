import { describe, expect, it } from 'vitest';
import { chunkArticle } from '../chunk/chunk-article';
import type { Article } from '../extract/article';
import { createTabIndex } from '../rank/tab-index';
import { chooseTabs } from './choose-tabs';
import { type CandidateTab, tabCandidates, type TabCandidate } from './tab-candidate';

const unread = (tabId: number, title: string, url = `https://site${tabId}.example/page`): TabCandidate => ({ tabId, title, url, terms: [] });

function readTab(tabId: number, title: string, paragraphs: string[], url = `https://site${tabId}.example/`): CandidateTab {
  const blocks = paragraphs.map((text) => ({ kind: 'paragraph' as const, text }));
  const article: Article = { title, url, site: '', method: 'readability', blocks, text: paragraphs.join('\n\n') };
  return { tabId, title, url, index: createTabIndex(chunkArticle(article), title) };
}

const filler = (n: number, from = 100) => Array.from({ length: n }, (_, i) => unread(from + i, `Unrelated page ${i} about gardening and cooking`));

describe('chooseTabs', () => {
  it('reads the tabs whose title and URL name the question’s subject, at most eight', () => {
    const tabs = [...filler(20), unread(1, 'Aerolite 14 laptop review'), unread(2, 'Zenbook 14 laptop review'), ...filler(18, 200)];
    const { chosen } = chooseTabs(tabs, 'Which laptop has the longer battery life?');
    expect(chosen).toContain(1);
    expect(chosen).toContain(2);
    expect(chosen.length).toBeLessThanOrEqual(8);
  });

  it('uses a URL’s words when the title says little', () => {
    const tabs = [...filler(12), unread(5, 'Home', 'https://shop.example/espresso-machines/barista-pro')];
    expect(chooseTabs(tabs, 'How much water does the espresso machine hold?').chosen[0]).toBe(5);
  });

  it('for tabs already read, how well their text answers counts most', () => {
    const answering = readTab(7, 'Normans', ['The Normans gave their name to Normandy, a region in France, in the 10th and 11th centuries.']);
    const others = Array.from({ length: 12 }, (_, i) =>
      readTab(300 + i, `Topic ${i}`, [`Bees make honey in hives number ${i}.`, 'Volcanoes erupt lava over towns.']),
    );
    const profiles = tabCandidates([...others, answering], 'In what country is Normandy located?');
    expect(profiles.find((p) => p.tabId === 7)!.read!.passageScore).toBeGreaterThan(0);
    const { chosen } = chooseTabs(profiles, 'In what country is Normandy located?');
    expect(chosen[0]).toBe(7);
  });

  it('reads the first eight in window order when nothing matches, and always the tabs the user added', () => {
    const tabs = filler(12);
    const { chosen } = chooseTabs(tabs, 'Summarize these', { include: [111] });
    expect(chosen.slice(0, 8)).toEqual([100, 101, 102, 103, 104, 105, 106, 107]);
    expect(chosen).toContain(111);
  });
});
