import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { Article } from '../../src/pipeline/extract/article';
import { extractArticle } from '../../src/pipeline/extract/extract-article';
import type { QaSet } from './qa-set';

const quiet = new VirtualConsole();

/** Each document page through the product's own extraction, on jsdom, as a content script would. */
export function loadArticles(set: QaSet): Article[] {
  return set.docs.map((doc) => {
    const url = `https://bench.local/${encodeURIComponent(doc.doc_id)}`;
    const dom = new JSDOM(readFileSync(join(set.dir, doc.file), 'utf8'), { url, virtualConsole: quiet });
    try {
      const article = extractArticle(dom.window.document, url);
      return { ...article, title: article.title || doc.title };
    } finally {
      dom.window.close();
    }
  });
}
