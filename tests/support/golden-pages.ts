import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { Article, Block } from '../../src/pipeline/extract/article';
import { extractArticle } from '../../src/pipeline/extract/extract-article';

/** The golden pages: `tests/fixtures/pages/<name>.html`, each with `<name>.json` and `<name>.expected.txt`. */
export const GOLDEN_DIR = join(import.meta.dirname, '../fixtures/pages');

export interface GoldenMeta {
  url: string;
  with: string[];
  without: string[];
}

export const goldenPages = (): string[] =>
  readdirSync(GOLDEN_DIR)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.replace(/\.html$/, ''))
    .sort();

export const goldenMeta = (name: string): GoldenMeta => JSON.parse(readFileSync(join(GOLDEN_DIR, `${name}.json`), 'utf8')) as GoldenMeta;

/** The product's extraction of one golden page, on jsdom as in the unit tests and benchmarks. */
export function extractGolden(name: string): Article {
  const { url } = goldenMeta(name);
  const html = readFileSync(join(GOLDEN_DIR, `${name}.html`), 'utf8');
  return extractArticle(new JSDOM(html, { url }).window.document, url);
}

/**
 * The full expected output, one block a line as `[kind level] text` (tabs between table cells shown
 * as " ⇥ " so a diff reads; `[… new section]` for a block that starts a section: section-start.ts),
 * headed by title, site, method: what `npm run golden:extract` writes and the golden test compares,
 * so every change in what a page yields is a reviewed diff.
 */
export function renderGolden(article: Article): string {
  const head = [`title: ${article.title}`, `site: ${article.site}`, `method: ${article.method}`, ''];
  const tag = (b: Block) => `${b.kind}${b.level ? ` ${b.level}` : ''}${b.startsSection ? ' new section' : ''}`;
  const line = (b: Block) => `[${tag(b)}] ${b.text.replace(/\t/g, ' ⇥ ')}`;
  // The text beside the reading (read-beside.ts) after a marker line, so a change to either shows.
  const beside = article.beside?.length ? ['', '--- beside the reading', ...article.beside.map(line)] : [];
  return [...head, ...article.blocks.map(line), ...beside, ''].join('\n');
}
