import { describe, expect, it } from 'vitest';
import { dropRepeatedBlocks } from './drop-repeated-blocks';

describe('dropRepeatedBlocks', () => {
  it('keeps the first copy of a repeated block, ignoring case and spacing', () => {
    const out = dropRepeatedBlocks([
      { kind: 'heading', level: 1, text: 'Ridge Wallet' },
      { kind: 'paragraph', text: 'Holds 1-12 cards.' },
      { kind: 'paragraph', text: 'holds  1-12 cards.' },
      { kind: 'paragraph', text: 'Made of aluminium.' },
    ]);
    expect(out.map((b) => b.text)).toEqual(['Ridge Wallet', 'Holds 1-12 cards.', 'Made of aluminium.']);
  });

  it('keeps repeated code blocks', () => {
    const code = { kind: 'code' as const, text: 'npm install' };
    expect(dropRepeatedBlocks([code, code])).toHaveLength(2);
  });

  it('keeps a repeated price line: two items on a category page may cost the same', () => {
    const blocks = [
      { kind: 'heading' as const, level: 2, text: "Clifton 10 - Women's" },
      { kind: 'paragraph' as const, text: '$124.93 - $155.00' },
      { kind: 'heading' as const, level: 2, text: "Clifton 10 - Men's" },
      { kind: 'paragraph' as const, text: '$124.93 - $155.00' },
    ];
    expect(dropRepeatedBlocks(blocks)).toEqual(blocks);
  });

  it('keeps a repeated label standing before its value, and a short value after it, on every item', () => {
    const p = (text: string) => ({ kind: 'paragraph' as const, text });
    const blocks = [p('Wawona 6 Tent'), p('Sleeping Capacity:'), p('6-person'), p('Seasons:'), p('3-season'),
      p('Wonderland 4 Tent'), p('Sleeping Capacity:'), p('4-person'), p('Seasons:'), p('3-season'), p('3-season')];
    expect(dropRepeatedBlocks(blocks).map((b) => b.text)).toEqual(blocks.slice(0, 10).map((b) => b.text));
  });
});
