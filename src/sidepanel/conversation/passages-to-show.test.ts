import { describe, expect, it } from 'vitest';
import type { Passage } from '../../pipeline/select/passage';
import { groupByTab, isLabelSized, passageCards } from './passages-to-show';

function p(tabId: number, index: number, text: string, headings = ['Battery']): Passage {
  return {
    source: { tabId, url: `https://t${tabId}.test/`, title: `Tab ${tabId}`, site: `t${tabId}.test` },
    chunk: { index, text, headings, locator: { exact: text, prefix: '', suffix: '' } },
    score: 1,
    tokens: 10,
  };
}
const long = (s: string) => `${s} lasted eleven hours and forty-two minutes in the looping video test.`;

describe('passageCards', () => {
  it('leaves out breadcrumbs and labels, unless that is all there is', () => {
    expect(isLabelSized('Home › Laptops › Ultralight › Aerolite 14')).toBe(true);
    // Spec, price and "Label: value" lines are what a comparison came for (issue 19).
    expect(isLabelSized('Battery: 72 Wh')).toBe(false);
    expect(isLabelSized('Robot Weight: 7.49 lbs.')).toBe(false);
    expect(isLabelSized('$35.00')).toBe(false);
    expect(isLabelSized('Weight')).toBe(true);
    expect(isLabelSized(long('The Aerolite'))).toBe(false);
    expect(isLabelSized('https://example.com/a/very/long/path/with/no/spaces/at/all/zebracrossingtimetable?query=zebracrossing')).toBe(false);
    expect(isLabelSized('東京の天気は晴れです。明日は雨が降るでしょう。週末は曇りの予報です。')).toBe(false);
    const cards = passageCards([p(1, 0, 'Home › Laptops › Aerolite'), p(1, 5, long('The Aerolite'))]);
    expect(cards.map((c) => c.passage.chunk.index)).toEqual([5]);
    expect(passageCards([p(1, 0, 'Price: $999')]).length).toBe(1);
  });

  it('leaves out a chunk that only repeats the title or a heading', () => {
    const title = { ...p(1, 0, 'Zenbook Flow 15 OLED review: big screen, bigger battery', []), source: { ...p(1, 0, '').source, title: 'Zenbook Flow 15 OLED review: big screen, bigger battery – TechRadarish' } };
    expect(passageCards([title, p(1, 3, long('The Zenbook'))]).map((c) => c.passage.chunk.index)).toEqual([3]);
  });

  it('shows a paragraph split over neighbouring chunks once, in one card', () => {
    const cards = passageCards([p(1, 4, long('First half:')), p(2, 1, long('Other tab:')), p(1, 5, long('second half'))]);
    expect(cards.map((c) => [c.passage.chunk.index, c.number])).toEqual([
      [4, 1],
      [1, 2],
    ]);
    expect(cards[0]!.text).toContain('First half:');
    expect(cards[0]!.text).toContain('second half');
  });

  it('joins a neighbour that ranked before its paragraph-mate, without showing it twice', () => {
    const cards = passageCards([p(1, 5, long('second half')), p(1, 4, long('First half:'))]);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.passage.chunk.index).toBe(4);
    expect(cards[0]!.text.indexOf('First half:')).toBeLessThan(cards[0]!.text.indexOf('second half'));
  });

  it('does not join neighbours from different sections', () => {
    const cards = passageCards([p(1, 4, long('A'), ['Battery']), p(1, 5, long('B'), ['Display'])]);
    expect(cards).toHaveLength(2);
  });

  it('never joins transcript chunks: each card keeps the moment its click plays from', () => {
    const timed = (index: number, start: number) => {
      const passage = p(1, index, long(`Said at ${start}:`), ['Transcript']);
      return { ...passage, chunk: { ...passage.chunk, time: [start, start + 8] as [number, number] } };
    };
    expect(passageCards([timed(4, 2), timed(5, 70)]).map((c) => c.passage.chunk.time?.[0])).toEqual([2, 70]);
  });

  it('groups by tab in order of first appearance', () => {
    const groups = groupByTab(passageCards([p(1, 1, long('a')), p(2, 1, long('b')), p(1, 9, long('c'))]));
    expect(groups.map((g) => [g.tabId, g.cards.map((c) => c.passage.chunk.index)])).toEqual([
      [1, [1, 9]],
      [2, [1]],
    ]);
  });
});
