import { describe, expect, it } from 'vitest';
import { entryText, formatSourceBlock, formatSourceEntry } from './format-source';

const source = { tabId: 1, url: 'https://www.youtube.com/watch?v=abc', title: 'Sourdough basics', site: 'www.youtube.com' };
const chunk = { index: 0, text: 'Feed it every twelve hours.', headings: ['Transcript'], locator: { exact: 'Feed it every twelve hours.', prefix: '', suffix: '' } };

describe('formatSourceEntry', () => {
  it('gives a transcript passage its moment, and a page passage none', () => {
    expect(formatSourceEntry(2, { chunk: { ...chunk, time: [134.6, 140] } })).toBe('[2] § Transcript (2:14)\nFeed it every twelve hours.');
    expect(formatSourceEntry(2, { chunk })).toBe('[2] § Transcript\nFeed it every twelve hours.');
    expect(formatSourceEntry(3, { chunk: { ...chunk, headings: [] } })).toBe('[3]\nFeed it every twelve hours.');
  });

  it('names the tab once per block, by title and site, with its entries under it', () => {
    const block = formatSourceBlock(source, [formatSourceEntry(1, { chunk }), formatSourceEntry(4, { chunk: { ...chunk, headings: ['Starter', 'Feeding'] } })]);
    expect(block).toBe(
      '<source title="Sourdough basics" site="www.youtube.com">\n[1] § Transcript\nFeed it every twelve hours.\n[4] § Starter › Feeding\nFeed it every twelve hours.\n</source>',
    );
  });

  it('writes a heading whole where the block first names it, by its first words under it after', () => {
    const product = 'ASUS ROG Strix GeForce RTX 4080 SUPER Gaming Graphics Card (PCIe 4.0, 16GB GDDR6X)';
    const under = (text: string) => ({ chunk: { ...chunk, text, headings: ['Shop', product] } });
    expect(formatSourceEntry(1, under('Axial-tech fans.'))).toBe(`[1] § Shop › ${product}\nAxial-tech fans.`);
    expect(formatSourceEntry(2, under('Vapor chamber.'), ['Shop', product])).toBe('[2] § Shop › ASUS ROG Strix GeForce RTX 4080 …\nVapor chamber.');
    // Another product under the same shop heading is written whole.
    expect(formatSourceEntry(3, under('Axial-tech fans.'), ['Shop', 'MSI SHADOW GeForce RTX 5070 12GB GDDR7 OC Graphics Card'])).toBe(`[3] § Shop › ${product}\nAxial-tech fans.`);
  });

  it('keeps a line of page text that opens like an entry from passing for another passage', () => {
    expect(entryText('Intro.\n[12] Smith, J. (2020).\n  [3] Jones')).toBe('Intro.\n(12) Smith, J. (2020).\n(3) Jones');
    expect(entryText('Footnotes mid-line stay [4].')).toBe('Footnotes mid-line stay [4].');
  });
});
