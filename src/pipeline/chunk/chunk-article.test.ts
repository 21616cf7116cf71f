import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Article, Block } from '../extract/article';
import { estimateTokens } from '../tokens/estimate-tokens';
import { chunkArticle, MIN_TOKENS } from './chunk-article';

function article(blocks: Block[], extra: Partial<Article> = {}): Article {
  return {
    url: 'https://example.com/a',
    title: 'A page',
    site: 'example.com',
    method: 'readability',
    blocks,
    text: blocks.map((b) => b.text).join('\n\n'),
    ...extra,
  };
}

const p = (text: string): Block => ({ kind: 'paragraph', text });
const h = (level: number, text: string): Block => ({ kind: 'heading', level, text });
const squash = (text: string) => text.replace(/[\s\u200B\uFEFF]/g, '');

const sentence = (n: number) => `Sentence number ${n} talks about batteries and charging speed in some detail. `;

describe('chunkArticle', () => {
  it('chunks the text beside the reading after the reading, marked, under its own headings', () => {
    const chunks = chunkArticle(article([h(1, 'Review'), p('The reading.')], { beside: [h(3, 'Highlights'), p('Lasts five hours.')] }));
    expect(chunks.map((c) => [c.index, c.text, c.headings, c.beside ?? false])).toEqual([
      [0, 'The reading.', ['Review'], false],
      [1, 'Lasts five hours.', ['Highlights'], true],
    ]);
  });

  it('gives no chunks for an empty article', () => {
    expect(chunkArticle(article([]))).toEqual([]);
    expect(chunkArticle(article([p('  ')]))).toEqual([]);
  });

  it('merges small blocks under one heading up to the target and keeps the heading path', () => {
    const chunks = chunkArticle(
      article([h(1, 'Phone review'), h(2, 'Battery'), p('It lasts two days.'), p('Charging takes an hour.'), h(2, 'Screen'), p('It is bright.')]),
      { targetTokens: 50, maxTokens: 100 },
    );
    expect(chunks.map((c) => [c.text, c.headings])).toEqual([
      ['It lasts two days.\n\nCharging takes an hour.', ['Phone review', 'Battery']],
      ['It is bright.', ['Phone review', 'Screen']],
    ]);
    expect(chunks.map((c) => c.index)).toEqual([0, 1]);
  });

  it('starts an empty heading path at a block that starts a section, keeping a heading left without content', () => {
    const chunks = chunkArticle(
      article([
        h(2, 'FAQs'),
        h(3, 'Is it loud?'),
        p('No, it is quiet.'),
        h(3, 'Does it fit?'),
        { ...p('MSI Shadow RTX 5070 12GB'), startsSection: true },
        p('$688.99'),
        h(3, 'More cards'),
        p('Zotac RTX 5070 Twin'),
      ]),
      { targetTokens: 50, maxTokens: 100 },
    );
    expect(chunks.map((c) => [c.text, c.headings])).toEqual([
      ['No, it is quiet.', ['FAQs', 'Is it loud?']],
      ['Does it fit?', ['FAQs']],
      ['MSI Shadow RTX 5070 12GB\n\n$688.99', []],
      ['Zotac RTX 5070 Twin', ['More cards']],
    ]);
  });

  it('merges a part that starts a section under no heading as any other block', () => {
    const chunks = chunkArticle(article([p('Roofing you can trust.'), { ...p('Our crews repair roofs.'), startsSection: true }]));
    expect(chunks.map((c) => [c.text, c.headings])).toEqual([['Roofing you can trust.\n\nOur crews repair roofs.', []]]);
  });

  it('splits a long paragraph between sentences, never inside one', () => {
    const text = Array.from({ length: 20 }, (_, i) => sentence(i)).join('').trim();
    const chunks = chunkArticle(article([p(text)]), { targetTokens: 60, maxTokens: 120 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.text).toMatch(/^Sentence number \d+/);
      expect(chunk.text).toMatch(/detail\.$/);
      expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(120);
    }
    expect(chunks.map((c) => c.text).join(' ')).toBe(text);
  });

  it('cuts a sentence longer than the cap at spaces', () => {
    const text = `${'word '.repeat(400)}end.`;
    const chunks = chunkArticle(article([p(text)]), { targetTokens: 40, maxTokens: 80 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(80);
      expect(chunk.text).toMatch(/^(word|end)/);
    }
    expect(squash(chunks.map((c) => c.text).join(''))).toBe(squash(text));
  });

  it('splits Chinese at 。！？ and Thai at word boundaries, losing nothing', () => {
    const zh = '我们今天去公园散步。天气非常好！你想一起去吗？'.repeat(10);
    const zhChunks = chunkArticle(article([p(zh)], { lang: 'zh' }), { targetTokens: 40, maxTokens: 60 });
    expect(zhChunks.length).toBeGreaterThan(1);
    for (const chunk of zhChunks) expect(chunk.text).toMatch(/[。！？]$/);
    expect(zhChunks.map((c) => c.text).join('')).toBe(zh);

    const th = 'ภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำและไม่มีเครื่องหมายจบประโยค'.repeat(8);
    const thChunks = chunkArticle(article([p(th)], { lang: 'th' }), { targetTokens: 30, maxTokens: 60 });
    expect(thChunks.length).toBeGreaterThan(1);
    for (const chunk of thChunks) expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(60);
    expect(thChunks.map((c) => c.text).join('')).toBe(th);
  });

  it('keeps right-to-left text whole and in logical order', () => {
    const ar = 'هذه جملة أولى باللغة العربية. وهذه جملة ثانية أطول قليلا من الأولى؟ '.repeat(6).trim();
    const chunks = chunkArticle(article([h(2, 'مقدمة'), p(ar)], { dir: 'rtl', lang: 'ar' }), { targetTokens: 40, maxTokens: 80 });
    expect(chunks.every((c) => c.headings[0] === 'مقدمة')).toBe(true);
    expect(chunks.map((c) => c.text).join(' ')).toBe(ar);
  });

  it('gives each chunk a locator with its exact text and surrounding context', () => {
    const chunks = chunkArticle(article([p('First   block here.'), p(sentence(1).repeat(3)), p('Last block.')]), {
      targetTokens: 20,
      maxTokens: 40,
    });
    const second = chunks[1]!;
    expect(second.locator.exact).toBe(second.text.replace(/\s+/g, ' '));
    expect(second.locator.prefix).toBe('First block here. ');
    expect(chunks[0]!.locator.prefix).toBe('');
    expect(chunks.at(-1)!.locator.suffix).toBe('');
    expect(chunks.at(-2)!.locator.suffix).toBe(' Last block.');
  });

  it('keeps a heading that has nothing under it', () => {
    const chunks = chunkArticle(article([p('Intro text.'), h(2, 'Empty section'), h(2, 'Next'), p('Body.'), h(2, 'Trailing')]));
    expect(chunks.map((c) => c.text)).toEqual(['Intro text.', 'Empty section', 'Body.', 'Trailing']);
    expect(chunks[2]!.headings).toEqual(['Next']);
  });

  it('chunks the text when an article has no blocks', () => {
    const chunks = chunkArticle({ ...article([]), text: 'Only text. No blocks.' });
    expect(chunks.map((c) => c.text)).toEqual(['Only text. No blocks.']);
  });

  describe('properties on any input', () => {
    const blockArb = fc.oneof(
      fc.record({ kind: fc.constant('paragraph' as const), text: fc.string({ unit: 'grapheme', maxLength: 400 }) }),
      fc.record({ kind: fc.constant('paragraph' as const), text: fc.array(fc.constantFrom('Hello world. ', 'Why? ', '你好。', 'ภาษาไทย ', 'مرحبا؟ ', 'x'.repeat(50), ' ', 'e.g. ', '\n')).map((a) => a.join('')) }),
      fc.record({ kind: fc.constant('heading' as const), level: fc.integer({ min: 1, max: 6 }), text: fc.string({ maxLength: 60 }) }),
      fc.record({ kind: fc.constantFrom('list-item' as const, 'quote' as const, 'code' as const), text: fc.string({ unit: 'binary', maxLength: 200 }) }),
    );
    const optionsArb = fc.record({ targetTokens: fc.integer({ min: 1, max: 120 }), maxTokens: fc.integer({ min: 1, max: 200 }) });

    it('covers all block text, respects the cap, never throws', () => {
      fc.assert(
        fc.property(fc.array(blockArb, { maxLength: 12 }), optionsArb, (generated, options) => {
          // Heading text is written in characters that body text never has, so the two can be told apart.
          const blocks = generated.map((b) =>
            b.kind === 'heading' ? { ...b, text: b.text.replace(/[^]/gu, (c) => (/\s/u.test(c) ? c : '§')) } : { ...b, text: b.text.replace(/§/g, '') },
          ) as Block[];
          const chunks = chunkArticle(article(blocks), options);
          for (const chunk of chunks) {
            expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(Math.max(MIN_TOKENS, options.maxTokens));
            expect(chunk.text.trim()).not.toBe('');
          }
          const bodyText = blocks.filter((b) => b.kind !== 'heading').map((b) => b.text).join('');
          const bodyChunks = chunks.map((c) => c.text.replace(/§/g, '')).join('');
          expect(squash(bodyChunks)).toBe(squash(bodyText));
          // Every heading is kept: as the heading path of the chunks under it, or as a chunk itself.
          const kept = squash(chunks.flatMap((c) => [...c.headings, c.text]).join(''));
          for (const b of blocks) if (b.kind === 'heading') expect(kept).toContain(squash(b.text));
        }),
        { numRuns: 300 },
      );
    });

    it('puts chunk boundaries on sentence ends where one exists', () => {
      const sentences = fc.array(
        fc.constantFrom('The cat sat on the mat. ', 'Did it rain today? ', 'Yes! ', 'A longer sentence with several more words in it than the others. ', '猫が座った。'),
        { minLength: 1, maxLength: 40 },
      );
      fc.assert(
        fc.property(sentences, fc.integer({ min: 25, max: 100 }), (parts, target) => {
          const text = parts.join('').trim();
          const chunks = chunkArticle(article([p(text)]), { targetTokens: target, maxTokens: 2 * target });
          for (const chunk of chunks) expect(chunk.text).toMatch(/[.?!。]$/);
          expect(squash(chunks.map((c) => c.text).join(''))).toBe(squash(text));
        }),
        { numRuns: 200 },
      );
    });
  });
});
