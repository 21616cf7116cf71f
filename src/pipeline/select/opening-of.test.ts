import { describe, expect, it } from 'vitest';
import { makeLocator } from '../chunk/make-locator';
import { openingOf } from './opening-of';

const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

describe('openingOf', () => {
  const page = 'Before it. The ferry runs every hour. Tickets cost two euros at the kiosk. The last boat leaves at nine. After it.';
  const start = page.indexOf('The ferry');
  const end = page.indexOf(' After');
  const chunk = { index: 7, text: page.slice(start, end), headings: ['Ferry'], locator: makeLocator(page, start, end) };

  it('keeps the first sentences that fit, with a locator for just them', () => {
    const opening = openingOf(chunk, 12, words);
    expect(opening.text).toBe('The ferry runs every hour. Tickets cost two euros at the kiosk.');
    expect(opening.index).toBe(7);
    expect(opening.headings).toEqual(['Ferry']);
    expect(opening.locator).toEqual({ exact: opening.text, prefix: chunk.locator.prefix, suffix: 'The last boat leaves at nine. Af' });
  });

  it('keeps the chunk itself when it fits', () => {
    expect(openingOf(chunk, 100, words)).toBe(chunk);
  });

  it('cuts a first sentence longer than the opening after its first words, marked cut, its locator just them', () => {
    const opening = openingOf(chunk, 3, words);
    expect(opening.text).toBe('The ferry runs …');
    expect(opening.locator.exact).toBe('The ferry runs');
    expect(opening.locator.suffix.startsWith('every hour. Tickets')).toBe(true);
  });

  it('cuts text without spaces by characters', () => {
    const text = '渡轮每小时一班船票两欧元在售票亭购买最后一班九点开';
    const cjk = { index: 0, text, headings: [], locator: makeLocator(text, 0, text.length) };
    const opening = openingOf(cjk, 5, (t) => Array.from(t).length);
    expect(opening.text).toBe('渡轮每小时 …');
    expect(opening.locator.exact).toBe('渡轮每小时');
  });
});
