import { describe, expect, it } from 'vitest';
import { formatSource } from './format-source';

const source = { tabId: 1, url: 'https://www.youtube.com/watch?v=abc', title: 'Sourdough basics', site: 'www.youtube.com' };

describe('formatSource', () => {
  it('gives a transcript passage its moment, and a page passage none', () => {
    const chunk = { index: 0, text: 'Feed it every twelve hours.', headings: ['Transcript'], locator: { exact: 'Feed it every twelve hours.', prefix: '', suffix: '' } };
    expect(formatSource(2, { source, chunk: { ...chunk, time: [134.6, 140] }, score: 1, tokens: 9 })).toBe(
      '<source id="2" title="Sourdough basics" site="www.youtube.com" section="Transcript" time="2:14">\nFeed it every twelve hours.\n</source>',
    );
    expect(formatSource(2, { source, chunk, score: 1, tokens: 9 })).not.toMatch(/time=/);
  });
});
