import { describe, expect, it } from 'vitest';
import type { Block } from './article';
import { BESIDE_MAX_CHARS, readBeside } from './read-beside';

const p = (text: string): Block => ({ kind: 'paragraph', text });
const h = (text: string, level = 2): Block => ({ kind: 'heading', level, text });

describe('readBeside', () => {
  it('keeps the blocks the reading does not hold, in page order', () => {
    const reading = [h('Best earbuds', 1), p('Our pick is the Alpha.')];
    const rest = [h('Best earbuds', 1), p('Our pick is the Alpha.'), h('Why you should trust us'), p('We tested over 450 pairs.')];
    expect(readBeside(reading, rest)).toEqual([h('Why you should trust us'), p('We tested over 450 pairs.')]);
  });

  it('leaves out a block the reading holds inside a longer block, and repeats', () => {
    const reading = [p('Price: $25. Ships in 2 days.')];
    const rest = [p('price: $25.'), p('Rated 4.5 by 200 buyers'), p('Rated 4.5 by 200 buyers')];
    expect(readBeside(reading, rest)).toEqual([p('Rated 4.5 by 200 buyers')]);
  });

  it('drops a heading left with nothing under it, keeps one over a deeper heading', () => {
    const rest = [h('Specs', 2), h('Battery', 3), p('10 hours'), h('Share', 2)];
    expect(readBeside([], rest)).toEqual([h('Specs', 2), h('Battery', 3), p('10 hours')]);
    expect(readBeside([], [h('Related', 2), h('More', 2), p('x y z')])).toEqual([h('More', 2), p('x y z')]);
  });

  it('keeps a heading written as a sentence with nothing under it: a claim, a question', () => {
    const reading = [h('Recipes', 1), p('Our favourite dinners.')];
    const claims = [h('Achieve a +50% increase in targeting accuracy through data analysis.'), h('What should I look for in a beginner sewing machine?')];
    const labels = [h('Fish Tacos with Mango Salsa'), h('Get top deals, latest trends, and more.'), h('Fitz Equipment Co. Inc.'), h('Latest News')];
    expect(readBeside(reading, [...claims, ...labels])).toEqual(claims);
  });

  it('stops at its cap', () => {
    const long = Array.from({ length: 10 }, (_, i) => p(`${i} `.padEnd(BESIDE_MAX_CHARS / 4, 'word ')));
    const out = readBeside([], long);
    expect(out.length).toBe(4);
    expect(out.reduce((n, b) => n + b.text.length, 0)).toBeLessThanOrEqual(BESIDE_MAX_CHARS);
  });
});
