import { describe, expect, it } from 'vitest';
import type { Block } from './article';
import { keepBlocks, startSection } from './section-start';

const p = (text: string): Block => ({ kind: 'paragraph', text });

describe('startSection', () => {
  it('marks the first block of a part only, and nothing for an empty part', () => {
    expect(startSection([p('a'), p('b')])).toEqual([{ ...p('a'), startsSection: true }, p('b')]);
    expect(startSection([])).toEqual([]);
  });
});

describe('keepBlocks', () => {
  it("passes a dropped block's section start to the next kept block", () => {
    const blocks = [p('a'), { ...p('b'), startsSection: true as const }, p('c'), p('d')];
    expect(keepBlocks(blocks, (b) => b.text !== 'b')).toEqual([p('a'), { ...p('c'), startsSection: true }, p('d')]);
    expect(keepBlocks(blocks, () => true)).toEqual(blocks);
  });
});
