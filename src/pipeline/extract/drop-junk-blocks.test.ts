import { describe, expect, it } from 'vitest';
import type { Block } from './article';
import { dropJunkBlocks } from './drop-junk-blocks';

const p = (text: string): Block => ({ kind: 'paragraph', text });
const long = 'This is a long paragraph of the article body that carries the actual story text. '.repeat(3);

describe('dropJunkBlocks', () => {
  it('drops link-only teasers, labels, counters and datelines from an article', () => {
    const blocks = [p(long), p('DON’T MISS'), p("Don't miss"), p('Teaser headline linking elsewhere'), p('6'), p('PUBLISHED: 10:48, Tue, Nov 19, 2019'), p(`${long}!`)];
    const shares = [0, 0, 0, 1, 0, 0, 0];
    expect(dropJunkBlocks(blocks, shares)).toEqual([p(long), p(`${long}!`)]);
  });

  it('keeps a dateline when asked to (the text beside a reading)', () => {
    const blocks = [p(long), p('Posted April 18, 2024'), p(`${long}!`)];
    expect(dropJunkBlocks(blocks, [0, 0, 0], { keepStamps: true })).toEqual(blocks);
    expect(dropJunkBlocks(blocks, [0, 0, 0])).toEqual([p(long), p(`${long}!`)]);
  });

  it('judges each block of a text that is mostly links when asked to', () => {
    const teaser: Block = { kind: 'heading', level: 3, text: 'Taking Stock: a historic day' };
    const story = p('The index closed at a record.');
    const blocks = [p('Home'), p('Markets'), p('Economy'), teaser, story];
    const shares = [1, 1, 1, 1, 0];
    expect(dropJunkBlocks(blocks, shares)).toEqual(blocks);
    expect(dropJunkBlocks(blocks, shares, { eachBlock: true })).toEqual([story]);
  });

  it('drops lone controls and cookie notices but keeps repeated content', () => {
    const line = p('Eat every 2–3 hours');
    const blocks = [p(long), line, p('Close'), p('Image 1 of 9'), line, p('This website uses cookies to improve your experience.')];
    expect(dropJunkBlocks(blocks, blocks.map(() => 0))).toEqual([p(long), line, line]);
  });

  it('leaves listings (mostly links) alone', () => {
    const blocks = [p('Product one'), p('Product two'), p('Intro')];
    expect(dropJunkBlocks(blocks, [1, 1, 0])).toEqual(blocks);
  });

  it('keeps code and table rows of numbers', () => {
    const blocks: Block[] = [p(long), { kind: 'code', text: '42' }, { kind: 'table-row', text: '1\t2' }];
    expect(dropJunkBlocks(blocks, [0, 0, 0])).toEqual(blocks);
  });

  it('keeps linked headings (item titles) only when asked, for pages that are not articles', () => {
    const title: Block = { kind: 'heading', level: 2, text: 'Terren 81"W Farmhouse Linen Fabric Sofa' };
    const blocks = [p(long), title, p('$429.99 was $1,077.00'), p('Teaser headline linking elsewhere')];
    const shares = [0, 1, 0, 1];
    expect(dropJunkBlocks(blocks, shares)).toEqual([p(long), blocks[2]]);
    expect(dropJunkBlocks(blocks, shares, { keepLinkedHeadings: true })).toEqual([p(long), title, blocks[2]]);
  });

  it("keeps the sentence under an item's linked title, inside its link, for pages that are not articles", () => {
    const title: Block = { kind: 'heading', level: 3, text: 'AI & Engineering' };
    const description = p('Leverage engineering-led design, deep industry knowledge, and AI and data-driven insights.');
    const blocks = [p(long), p(`${long}.`), title, description, p('Find out more'), p('Teaser summary under no title, linking elsewhere for more')];
    const shares = [0, 0, 1, 1, 1, 1];
    expect(dropJunkBlocks(blocks, shares, { keepLinkedHeadings: true })).toEqual([p(long), p(`${long}.`), title, description]);
    // In an article's reading a linked title and its summary are a teaser.
    expect(dropJunkBlocks(blocks, shares)).toEqual([p(long), p(`${long}.`)]);
  });

  it('keeps a one-word linked heading among a series of item titles, and a rank before an item', () => {
    const h = (text: string, level = 3): Block => ({ kind: 'heading', level, text });
    const items = [p('#1'), h('Scream 7'), p('2026 1h 54m R'), p('#6'), h('Shelter'), p('2026 1h 47m R'), h('Wuthering Heights'), h('The Bride!'), h('Back', 2)];
    const blocks = [p(long), ...items, p('6')];
    const shares = [0, 0, 1, 0, 0, 1, 0, 1, 1, 1, 0];
    const kept = dropJunkBlocks(blocks, shares, { keepLinkedHeadings: true }).map((b) => b.text);
    expect(kept).toEqual([long, '#1', 'Scream 7', '2026 1h 54m R', '#6', 'Shelter', '2026 1h 47m R', 'Wuthering Heights', 'The Bride!']);
    // Without a series a one-word linked heading is a control.
    expect(dropJunkBlocks([p(long), h('Scream 7'), h('Shelter')], [0, 1, 1], { keepLinkedHeadings: true })).toEqual([p(long), h('Scream 7')]);
  });

  it('drops a teaser label standing alone or introducing a teaser, never a spec line that starts with its word', () => {
    const row: Block = { kind: 'table-row', text: 'Recommended\t850 W' };
    const blocks = [p(long), p('Recommended for you'), p('Related stories:'), p('Read next — The best laptops'), p('Recommended PSU 850 W'), p('Recommended age: 8+ years'), row];
    expect(dropJunkBlocks(blocks, blocks.map(() => 0))).toEqual([p(long), p('Recommended PSU 850 W'), p('Recommended age: 8+ years'), row]);
  });
});
