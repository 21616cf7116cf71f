import { describe, expect, it } from 'vitest';
import { chunkArticle } from '../chunk/chunk-article';
import type { Block } from '../extract/article';
import { layoutPdf } from './layout-pdf';
import { column, page, run } from '../../../tests/support/test-runs';

const kinds = (blocks: Block[]) => blocks.map((b) => `${b.kind}${b.level ?? ''}: ${b.text}`);

describe('layoutPdf', () => {
  it('finds headings by size (levels by size), paragraphs by vertical gaps and indented first lines', () => {
    const runs = [
      run('Annual report', 72, 80, 24),
      run('Water supply', 72, 130, 16),
      ...column(['The reservoir holds forty-one million cubic', 'metres after the dam was raised.'], 72, 160),
      ...column(['A second paragraph starts after a gap of', 'more than a line.'], 72, 200),
      ...column(['It has a third one, with an indented first line', 'and no gap above it at all.'], 82, 224).map((r, i) => (i ? { ...r, x: 72 } : r)),
      run('Finances', 72, 280, 16),
      ...column(['Dues rose eleven percent.'], 72, 310),
    ];
    expect(kinds(layoutPdf([page(1, runs)]).blocks)).toEqual([
      'heading1: Annual report',
      'heading2: Water supply',
      'paragraph: The reservoir holds forty-one million cubic metres after the dam was raised.',
      'paragraph: A second paragraph starts after a gap of more than a line.',
      'paragraph: It has a third one, with an indented first line and no gap above it at all.',
      'heading2: Finances',
      'paragraph: Dues rose eleven percent.',
    ]);
  });

  it('runs a paragraph on over a page break, undoing the hyphen, and records where each page starts', () => {
    const body = Array.from({ length: 8 }, (_, i) => `Body line ${i} of the first page fills the whole column`);
    const first = [...column(body, 72, 100), run('and the last sentence breaks a word, exam-', 72, 196)];
    const second = [run('ple, on the next page.', 72, 100)];
    const { blocks } = layoutPdf([page(1, first), page(2, second)]);
    expect(blocks).toHaveLength(1);
    const [block] = blocks;
    expect(block!.text).toMatch(/breaks a word, example, on the next page\.$/);
    expect(block!.pages).toEqual([
      { offset: 0, page: 1 },
      { offset: block!.text.indexOf('example') + 'exam'.length, page: 2 }, // where page 2's text begins
    ]);
  });

  it('gives chunks the pages their text lies on', () => {
    const para = (n: number) =>
      column(Array.from({ length: 6 }, (_, i) => `Sentence ${i} of paragraph ${n} on this page of the document.`), 72, 100 + n * 100);
    const { blocks } = layoutPdf([page(1, [...para(0), ...para(1)]), page(2, [...para(2), ...para(3)]), page(3, para(4))]);
    const chunks = chunkArticle({ url: 'u', title: 't', site: 's', method: 'pdf', blocks, text: '' }, { targetTokens: 60, maxTokens: 120 });
    for (const chunk of chunks) {
      const pages = [...chunk.text.matchAll(/paragraph (\d)/g)].map((m) => [1, 1, 2, 2, 3][Number(m[1])]!);
      expect(chunk.pages).toEqual([Math.min(...pages), Math.max(...pages)]);
      expect(chunk.locator.page).toBe(chunk.pages![0]);
    }
    expect(new Set(chunks.map((c) => c.pages![0]))).toEqual(new Set([1, 2, 3]));
  });

  it('takes a short line set apart in another font for a heading, but not a line of code', () => {
    const runs = [
      ...column(['Body text of the section goes on for a while', 'here, over a few lines of the column, until', 'it ends.'], 72, 100),
      run('Results', 72, 150, 10, 'bold'),
      ...column(['The results follow in this paragraph, which', 'also takes a few lines.'], 72, 170),
      { ...run('print(x)', 72, 210, 10, 'mono'), monospace: true },
      ...column(['More text.'], 72, 230),
    ];
    const blocks = kinds(layoutPdf([page(1, runs)]).blocks);
    expect(blocks).toContain('heading1: Results');
    expect(blocks).toContain('paragraph: print(x)');
  });

  it('says which pages have no text (scans)', () => {
    const { blocks, emptyPages } = layoutPdf([page(1, column(['Some text here.'], 72, 100)), page(2, []), page(3, [])]);
    expect(blocks).toHaveLength(1);
    expect(emptyPages).toEqual([2, 3]);
    expect(layoutPdf([page(1, [])]).blocks).toEqual([]);
  });
});
