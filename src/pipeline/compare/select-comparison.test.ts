import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../intent/classify-intent';
import { createTabIndex } from '../rank/tab-index';
import { chunksOf } from '../../../tests/support/test-chunks';
import { selectForQuestion } from '../select/select-for-question';
import { wordCost } from '../../../tests/support/test-scope';
import { emptyProfile } from '../profile/tab-profile';
import { comparedTabs } from './compared-tabs';
import { findAttributes } from './find-attributes';

// The review's six tabs (turn 3, N4): two laptop reviews among unrelated pages that use "lighter".
const pages = [
  { title: 'Zenith Air 13 review: light, quiet and quick', texts: [
    'The Zenith Air 13 is a laptop for people who carry their computer everywhere.',
    'Its keyboard is quiet and the screen is bright enough to work outdoors in spring.',
    'Performance is quick for office work and photo editing on the go.',
    'Weight: 0.98 kg',
    'The speakers are thin but clear, and the webcam is fine for calls.',
  ] },
  { title: 'Corvo Book 14 review', texts: [
    'The Corvo Book 14 is a budget laptop with a large screen and a sturdy keyboard.',
    'At 1.46 kg the plastic body feels solid rather than light.',
    'Battery life reached nine hours in our video test, good for the price.',
    'The laptop ships with a 65 W charger and two USB-C ports.',
  ] },
  { title: 'Harbour Lane Bakery', texts: ['Fresh bread every morning from 7am.', 'We are closed every Monday.', 'Our sourdough is lighter than it looks.'] },
  { title: 'How glaciers move', texts: ['A glacier flows under its own weight, slowly.', 'Ice is lighter than water, so icebergs float.'] },
  { title: 'Decluttering your home, room by room', texts: [
    'Clear the surfaces first: it will make your space feel lighter at once.',
    'A lighter room is easier to clean and calmer to live in.',
    'Donate what you have not used in a year; your shelves will feel lighter.',
    'Weigh each object against the space it takes.',
  ] },
];
const tabs = pages.map((p, i) => ({
  source: { tabId: i + 1, url: `https://example.test/${i + 1}`, title: p.title, site: 'example.test' },
  index: createTabIndex(chunksOf(p.texts), p.title),
}));

describe('comparisons over mixed tabs', () => {
  it('reads "which laptop is lighter?" as a comparison of weight', () => {
    expect(classifyIntent('Which laptop is lighter?').kind).toBe('comparison');
    expect(findAttributes('Which laptop is lighter?').map((a) => a.name)).toEqual(['weight']);
    expect(findAttributes('Welcher Laptop ist leichter?').map((a) => a.name)).toEqual(['weight']);
    expect(findAttributes('Which one is cheaper?').map((a) => a.name)).toEqual(['price']);
  });

  it('compares the tabs the question names, not the ones that share the attribute word', () => {
    const compared = (q: string) => comparedTabs(tabs, q, findAttributes(q)).tabs.map((t) => t.source.tabId);
    expect(compared('Which laptop is lighter?')).toEqual([1, 2]);
    expect(compared('Compare the weight of the two laptops')).toEqual([1, 2]);
    expect(compared('Is the Zenith lighter than the Corvo?')).toEqual([1, 2]);
  });

  it("puts each compared tab's weight first and leaves the unrelated tabs out", () => {
    const context = selectForQuestion(tabs, 'Which laptop is lighter?', { budget: 40, cost: wordCost });
    expect(context.intent.kind).toBe('comparison');
    const byTab = (id: number) => context.passages.filter((p) => p.source.tabId === id).map((p) => p.chunk.text);
    expect(byTab(1)[0]).toBe('Weight: 0.98 kg');
    expect(byTab(2)[0]).toContain('1.46 kg');
    expect(context.passages.every((p) => p.source.tabId <= 2)).toBe(true);
  });

  it("spends the window on each compared tab's offers, not on a count of passages: an answer below a tab's sixth offer still comes", () => {
    const zenith = Array.from({ length: 9 }, (_, k) => `This Zenith laptop is lighter than the old laptop, ${k + 1}00 g lighter with option ${k + 1}.`);
    const corvo = [...Array.from({ length: 8 }, (_, k) => `This Corvo laptop is lighter than the old laptop, ${k + 1}0 g lighter with option ${k + 1}.`), 'At 1.46 kg it is no featherweight.'];
    const two = [
      { source: { tabId: 2, url: 'https://b.test/corvo', title: 'Corvo Book 14 laptop review', site: 'b.test' }, index: createTabIndex(chunksOf(corvo), 'Corvo Book 14 laptop review') },
      { source: { tabId: 1, url: 'https://a.test/zenith', title: 'Zenith Air 13 laptop review', site: 'a.test' }, index: createTabIndex(chunksOf(zenith), 'Zenith Air 13 laptop review') },
    ];
    const context = selectForQuestion(two, 'Which laptop is lighter?', { budget: 255, cost: wordCost });
    expect(context.whole).toBe(false);
    expect(context.intent.kind).toBe('comparison');
    expect(context.passages.some((p) => p.source.tabId === 2 && p.chunk.text.includes('1.46 kg'))).toBe(true);
  });

  it('past the budget, sends an offered passage as its lines that may answer, so a second one of the tab fits', () => {
    const story = 'Our team spent the spring commuting with it across three cities and many trains. The keyboard is quiet and the screen bright. It weighs 1.46 kg with its charger. The speakers are thin but clear and the webcam is fine for calls.';
    const corvo = ['Corvo laptop: lighter lid, same hinge.', story];
    const zenith = ['Weight: 0.98 kg', 'The Zenith laptop is lighter than most.'];
    const two = [
      { source: { tabId: 1, url: 'https://a.test/zenith', title: 'Zenith Air 13 laptop review', site: 'a.test' }, index: createTabIndex(chunksOf(zenith), 'Zenith Air 13 laptop review') },
      { source: { tabId: 2, url: 'https://b.test/corvo', title: 'Corvo Book 14 laptop review', site: 'b.test' }, index: createTabIndex(chunksOf(corvo), 'Corvo Book 14 laptop review') },
    ];
    const context = selectForQuestion(two, 'Which laptop is lighter?', { budget: 30, cost: wordCost });
    expect(context.whole).toBe(false);
    const sent = context.passages.filter((p) => p.source.tabId === 2);
    expect(sent.some((p) => p.chunk.text.includes('1.46 kg'))).toBe(true);
    expect(sent.every((p) => !p.chunk.text.includes('webcam'))).toBe(true);
  });

  it('a comparison inside one page is answered as a fact question', () => {
    const context = selectForQuestion(tabs, 'Which is lighter, ice or water?', { budget: 40, cost: wordCost });
    expect(context.intent.kind).toBe('fact');
  });

  it('R1: a review whose text never says "laptop" is compared by what it is (its breadcrumb), and the decluttering guide stays out', () => {
    const corvoText = ['The Corvo Book 14 is a budget machine with a large screen and a sturdy keyboard.', 'At 1.46 kg the plastic body feels solid rather than light.', 'Battery life reached nine hours in our video test.'];
    const profile = { ...emptyProfile(), crumbs: ['Home', 'Reviews', 'Laptops'], types: ['Review'] };
    const withProfile = tabs.map((t) => (t.source.tabId === 2 ? { ...t, index: createTabIndex(chunksOf(corvoText), 'Corvo Book 14 review'), profile } : t));
    const context = selectForQuestion(withProfile, 'Which laptop is lighter?', { budget: 40, cost: wordCost });
    expect(context.intent.kind).toBe('comparison');
    expect(new Set(context.passages.map((p) => p.source.tabId))).toEqual(new Set([1, 2]));
    expect(context.passages.find((p) => p.source.tabId === 2)!.chunk.text).toContain('1.46 kg');
  });

  it('says when only one tab fits a comparison, and answers it as a fact question', () => {
    const others = tabs.filter((t) => t.source.tabId !== 2);
    const context = selectForQuestion(others, 'Which laptop is lighter?', { budget: 40, cost: wordCost });
    expect(context.intent.kind).toBe('fact');
    expect(context.comparedAlone).toEqual({ tabId: 1, subject: 'laptop' });
  });
});
