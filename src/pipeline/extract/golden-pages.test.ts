import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';

const dir = join(import.meta.dirname, '../../../tests/fixtures/pages');
const pages = readdirSync(dir)
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.replace(/\.html$/, ''));

describe('extractArticle on the golden pages', () => {
  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThanOrEqual(4);
  });

  it.each(pages)('%s: keeps the main text and drops the clutter', (name) => {
    const meta = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as { url: string; with: string[]; without: string[] };
    const html = readFileSync(join(dir, `${name}.html`), 'utf8');
    const article = extractArticle(new JSDOM(html, { url: meta.url }).window.document, meta.url);
    const text = article.text.toLowerCase();
    for (const snippet of meta.with) expect(text).toContain(snippet.toLowerCase());
    for (const snippet of meta.without) expect(text).not.toContain(snippet.toLowerCase());
    expect(article.title).not.toBe('');
    expect(article.blocks.every((b) => b.text.trim() === b.text && !/\s{2}/.test(b.text))).toBe(true);
  });
});
