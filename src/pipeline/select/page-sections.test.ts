import { describe, expect, it } from 'vitest';
import { pageSections } from './page-sections';
import { sectionedTab } from '../../../tests/support/test-scope';

describe('pageSections', () => {
  it('gives one section per heading path, sub-sections included, in reading order', () => {
    const tab = sectionedTab(1, [[], ['Intro'], ['Intro', 'Detail'], ['Setup']], 2);
    expect(pageSections(tab.chunks).map((s) => [s.path.join(' › '), s.chunks])).toEqual([
      ['', [0, 1]],
      ['Intro', [2, 3]],
      ['Intro › Detail', [4, 5]],
      ['Setup', [6, 7]],
    ]);
  });

  it('cuts a page without headings (or under one heading) into fifths of its text', () => {
    const plain = sectionedTab(1, [['Title']], 10);
    const fifths = pageSections(plain.chunks);
    expect(fifths).toHaveLength(5);
    expect(fifths.map((s) => s.chunks)).toEqual([[0, 1], [2, 3], [4, 5], [6, 7], [8, 9]]);
    expect(pageSections(sectionedTab(1, [[]], 3).chunks).flatMap((s) => s.chunks)).toEqual([0, 1, 2]);
    expect(pageSections([])).toEqual([]);
  });
});
