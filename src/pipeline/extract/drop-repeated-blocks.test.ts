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
});
