import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { Article } from '../../src/pipeline/extract/article';
import { extractArticle } from '../../src/pipeline/extract/extract-article';

const quiet = new VirtualConsole();

function extract(html: string, url: string): Article {
  const dom = new JSDOM(html, { url, virtualConsole: quiet });
  try {
    return extractArticle(dom.window.document, url);
  } finally {
    dom.window.close();
  }
}

/**
 * Pages of an extraction set in the wcxb-dev format (`html/<id>.html.gz`, `ground-truth/<id>.json`
 * with the page's `url`) through the product's extraction on jsdom, as a content script would. A
 * page whose style sheets jsdom cannot parse is read without them (bench/retrieval/load-articles.ts).
 */
export function loadPages(dir: string, ids: readonly string[]): Map<string, Article> {
  const out = new Map<string, Article>();
  for (const id of new Set(ids)) {
    const { url } = JSON.parse(readFileSync(join(dir, 'ground-truth', `${id}.json`), 'utf8')) as { url: string };
    const html = gunzipSync(readFileSync(join(dir, 'html', `${id}.html.gz`))).toString('utf8');
    try {
      out.set(id, extract(html, url));
    } catch {
      out.set(id, extract(html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/giu, ''), url));
    }
  }
  return out;
}
