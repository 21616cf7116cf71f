import { describe, expect, it } from 'vitest';
import type { Chunk } from '../chunk/chunk';
import { createTabIndex } from '../rank/tab-index';
import { selectForQuestion } from '../select/select-for-question';
import { focusFollowUp } from './focus-follow-up';
import { readFollowUp } from './read-follow-up';

function tab(tabId: number, title: string, paragraphs: Array<[heading: string, text: string]>) {
  const chunks: Chunk[] = paragraphs.map(([heading, text], index) => ({ index, text, headings: heading ? [heading] : [], locator: { exact: text, prefix: '', suffix: '' } }));
  return { source: { tabId, url: `https://site${tabId}.test/page`, title, site: `site${tabId}.test` }, index: createTabIndex(chunks, title) };
}

const bakery = tab(1, 'Harbour Lane Bakery — Visit us', [
  ['', 'Harbour Lane Bakery has baked sourdough on the same corner of the old fish market since 1987, when the founder converted a net store.'],
  ['Opening hours', 'We open at 6:30 in the morning from Tuesday to Saturday and close at 2 in the afternoon. On Sundays the shop opens at 8. We are closed every Monday.'],
  ['Getting here', 'The number 14 tram stops at Fish Market Square, two minutes from our door.'],
]);
const declutter = tab(2, 'Declutter your home: a room-by-room guide', [
  ['', 'Clutter builds up slowly, and clearing it is easier when you go one room at a time and keep what you open every week.'],
  ['Sunday reset', 'Every Sunday, open each drawer and put back what is out; a closed wardrobe hides the mess but does not end it.'],
  ['Kitchen', 'Keep the counters clear and open shelves for what you use daily; the rest goes in closed cupboards.'],
  ['Bedroom', 'Open the wardrobe and take out everything you have not worn in a year. It is open season on old shirts.'],
]);
const corvo = tab(3, 'Corvo Book 14 review: big battery, small price – Gadgetry', [
  ['', 'The Corvo Book 14 costs less than most of its rivals and outlasts nearly all of them.'],
  ['Battery life', 'The 75 Wh cell carried the Corvo Book 14 through 15 hours and 40 minutes of our looping web test.'],
  ['Design', 'At 1.46 kg the plastic body is no featherweight, and the fan spins up during video calls.'],
]);
const zenith = tab(4, 'Zenith Air 13 review: the featherweight – Gadgetry', [
  ['', 'The Zenith Air 13 is the thinnest laptop we have tested this year.'],
  ['Design', 'It weighs just 0.98 kg, so it disappears into a bag.'],
]);
const tabs = [bakery, declutter, corvo, zenith];
const bakeryEarlier = { question: 'When is the bakery closed?', tabIds: [1], carried: [] };

describe('readFollowUp', () => {
  it.each([
    ['Is it open on Sunday?', true],
    ['And on Monday?', true],
    ['Hat er sonntags offen?', true],
    ['¿Qué es lo que más pesa en la mochila de viaje ligera?', false],
    ['¿Abre el domingo?', true],
    ['¿Y cuántas monedas admite?', true],
    ['¿Y si llueve en la montaña durante la ruta?', true],
    ['«Et le dimanche ?»', true],
    ['日曜日は？', true],
    ['What about the other one?', true],
    ['Which drawers should I empty in the kitchen before moving house?', false],
  ])('%s → leans: %s', (question, leans) => {
    expect(readFollowUp(question).leans).toBe(leans);
  });
  it('"the other one" points away', () => {
    expect(readFollowUp('And the other one?').other).toBe(true);
    expect(readFollowUp('Is it open on Sunday?').other).toBe(false);
  });
});

describe('focusFollowUp', () => {
  it('R7: "Is it open on Sunday?" after a bakery question is about the bakery only, with the earlier words', () => {
    const focus = focusFollowUp(tabs, 'Is it open on Sunday?', bakeryEarlier)!;
    expect(focus.tabs.map((t) => t.source.tabId)).toEqual([1]);
    expect(focus.extraQueries).toEqual(['When is the bakery closed?']);
  });

  it('finds the earlier tabs by ranking the earlier question when the panel could not say (passages only)', () => {
    const focus = focusFollowUp(tabs, 'Is it open on Sunday?', { ...bakeryEarlier, tabIds: [] })!;
    expect(focus.tabs.map((t) => t.source.tabId)).toEqual([1]);
  });

  it('a tab the follow-up names joins ("And the Zenith?")', () => {
    const focus = focusFollowUp(tabs, 'And the Zenith?', { question: 'How heavy is the Corvo Book 14?', tabIds: [3], carried: [] })!;
    expect(focus.tabs.map((t) => t.source.tabId).sort()).toEqual([3, 4]);
  });

  it('does not narrow a question that stands alone, nor a new subject the earlier tabs know nothing of', () => {
    expect(focusFollowUp(tabs, 'Which drawers should I empty in the kitchen before moving house?', bakeryEarlier)).toBeUndefined();
    expect(focusFollowUp(tabs, 'What about the wardrobe?', bakeryEarlier)).toBeUndefined();
  });

  it('a follow-up none of whose words any tab holds leans on the earlier turn (another language, no pronoun)', () => {
    expect(readFollowUp('Posso cancelar a encomenda quando quiser?').leans).toBe(false);
    const focus = focusFollowUp(tabs, 'Posso cancelar a encomenda quando quiser?', bakeryEarlier)!;
    expect(focus.tabs.map((t) => t.source.tabId)).toEqual([1]);
    expect(focus.extraQueries).toEqual(['When is the bakery closed?']);
    // A question with words of its own somewhere stands alone as before.
    expect(focusFollowUp(tabs, 'Which drawers should I empty in the kitchen before moving house?', bakeryEarlier)).toBeUndefined();
  });

  it('French "il" refers; Italian "il" is the article ("In quale menu si trova il comando Loft?")', () => {
    expect(readFollowUp('Est-il ouvert le dimanche ?').refers).toBe(true);
    expect(readFollowUp('In quale menu si trova il comando Loft?').refers).toBe(false);
    expect(readFollowUp('È aperto la domenica? Lui lo sa.').refers).toBe(true);
  });

  it('"それぞれ" ("each") and "あれば" ("if there is") are no pronouns; "それ" is', () => {
    expect(readFollowUp('3Mのクリップとポートマンのケース、それぞれ何個入り？').refers).toBe(false);
    expect(readFollowUp('USB-Cポートがあれば充電できますか？').refers).toBe(false);
    expect(readFollowUp('それは日曜日に開いていますか？').refers).toBe(true);
  });

  it('"the other one" without a name keeps every tab', () => {
    const focus = focusFollowUp(tabs, 'And the other one?', { question: 'How heavy is the Corvo Book 14?', tabIds: [3], carried: [] })!;
    expect(focus.tabs).toHaveLength(4);
  });
});

describe('selectForQuestion with the earlier turn', () => {
  const budget = { budget: 300 };
  it('R7: a follow-up sends no decluttering passage, and the hours first', () => {
    const before = selectForQuestion(tabs, 'Is it open on Sunday?', budget);
    expect(before.passages.some((p) => p.source.tabId === 2)).toBe(true);
    const after = selectForQuestion(tabs, 'Is it open on Sunday?', { ...budget, earlier: bakeryEarlier });
    expect(after.passages.every((p) => p.source.tabId === 1)).toBe(true);
    expect(after.passages[0]!.chunk.headings).toEqual(['Opening hours']);
  });

  it('carried passages rank with the new ones, and only from tabs in scope (R3)', () => {
    const weight = corvo.index.chunks[2]!;
    const earlier = { question: 'How heavy is the Corvo Book 14?', tabIds: [3], carried: [{ tabId: 3, url: corvo.source.url, index: 2, text: weight.text }] };
    const follow = selectForQuestion(tabs, 'And the Zenith?', { ...budget, earlier });
    expect(follow.passages.some((p) => p.source.tabId === 3 && p.chunk.index === 2)).toBe(true);
    expect(follow.passages[0]!.source.tabId).toBe(4);
    // The Corvo tab is not in this scope (This tab on another page): its passage does not come along.
    const elsewhere = selectForQuestion([bakery], 'And is it open on Sunday?', { ...budget, earlier });
    expect(elsewhere.passages.some((p) => p.source.tabId === 3)).toBe(false);
    const nothing = selectForQuestion([], 'Which extensions are installed?', { ...budget, earlier });
    expect(nothing.passages).toEqual([]);
  });

  it('a carried span of its chunk (a comparison’s stated lines) carries the chunk', () => {
    const getting = bakery.index.chunks[2]!;
    const span = getting.text.slice(getting.text.indexOf('stops'));
    expect(span.length).toBeLessThan(getting.text.length);
    const earlier = { question: 'When does the bakery open?', tabIds: [1], carried: [{ tabId: 1, url: bakery.source.url, index: 2, text: span }] };
    const follow = selectForQuestion(tabs, 'Posso cancelar a encomenda quando quiser?', { ...budget, earlier });
    expect(follow.passages[0]!.chunk).toBe(getting);
  });

  it('a follow-up with no word of its own in scope sends the earlier answer’s passage first, from its tab only', () => {
    const getting = bakery.index.chunks[2]!;
    const earlier = { question: 'When does the bakery open?', tabIds: [1], carried: [{ tabId: 1, url: bakery.source.url, index: 2, text: getting.text }] };
    const follow = selectForQuestion(tabs, 'Posso cancelar a encomenda quando quiser?', { ...budget, earlier });
    expect(follow.passages.every((p) => p.source.tabId === 1)).toBe(true);
    expect(follow.passages[0]!.chunk.index).toBe(2);
    // With a word of its own, the carried passage ranks with the rest as before (after the matches).
    const own = selectForQuestion(tabs, 'And is it open on Sunday?', { ...budget, earlier });
    expect(own.passages[0]!.chunk.headings).toEqual(['Opening hours']);
  });

  it('R6: "How heavy is the Corvo Book 14?" leads with the weight, not the opening', () => {
    const result = selectForQuestion(tabs, 'How heavy is the Corvo Book 14?', budget);
    expect(result.passages[0]!.chunk.text).toMatch(/1\.46 kg/);
    const hours = selectForQuestion(tabs, 'When is the bakery closed?', budget);
    expect(hours.passages[0]!.chunk.headings).toEqual(['Opening hours']);
  });
});
