import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Article, Block } from '../extract/article';
import { estimateTokens } from '../tokens/estimate-tokens';
import { chunkArticle, DEFAULT_CHUNK_OPTIONS, MIN_TOKENS } from './chunk-article';

// Issue 5: ≥ 10,000 generated inputs over the chunker and ranker in total. Here: 6,500 (with the
// 500 in chunk-article.test.ts and 100 in split-sentences.test.ts); rank-tabs.property.test.ts has 4,000.

const article = (blocks: Block[], text = blocks.map((b) => b.text).join('\n\n')): Article => ({
  url: 'https://example.com/a', title: 'A', site: 'example.com', method: 'fallback', blocks, text,
});
const squash = (text: string) => text.replace(/[\s\u200B\uFEFF]/g, '');

/** Any string: lone surrogates, control characters, RTL marks, no spaces at all. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.stringMatching(/^[a-z]{200,600}$/), // one very long word
  fc.array(fc.constantFrom('https://x.test/', 'a/b/c', '?q=1&r=2', '-', '_', '~'), { maxLength: 80 }).map((a) => a.join('')), // a URL
);
const blockArb: fc.Arbitrary<Block> = fc.oneof(
  anyText.map((text) => ({ kind: 'paragraph' as const, text })),
  fc.record({ kind: fc.constant('heading' as const), level: fc.integer({ min: 1, max: 6 }), text: fc.string({ maxLength: 40 }) }),
  fc.record({ kind: fc.constantFrom('list-item' as const, 'quote' as const, 'code' as const), text: anyText }),
);

describe('chunkArticle properties', () => {
  it('never throws on any text, with or without blocks (4,000 inputs)', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, asBlock) => {
        const chunks = chunkArticle(asBlock ? article([{ kind: 'paragraph', text }]) : article([], text));
        for (const c of chunks) expect(typeof c.text).toBe('string');
      }),
      { numRuns: 4_000 },
    );
  });

  it('covers the body text and keeps every chunk within the default bounds (2,500 inputs)', () => {
    fc.assert(
      fc.property(fc.array(blockArb, { maxLength: 6 }), (blocks) => {
        const body = blocks.filter((b) => b.kind !== 'heading');
        const chunks = chunkArticle(article(body));
        for (const c of chunks) {
          expect(c.text.trim()).not.toBe('');
          expect(estimateTokens(c.text)).toBeLessThanOrEqual(Math.max(MIN_TOKENS, DEFAULT_CHUNK_OPTIONS.maxTokens));
          expect(c.locator.exact.length).toBeGreaterThan(0);
        }
        expect(squash(chunks.map((c) => c.text).join(''))).toBe(squash(body.map((b) => b.text).join('')));
        expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
      }),
      { numRuns: 2_500 },
    );
  });
});
