import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { Article } from '../../src/pipeline/extract/article';
import { extractArticle } from '../../src/pipeline/extract/extract-article';

const quiet = new VirtualConsole();

const countWords = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/**
 * Words of each page's main text as the set's ground truth gives it (wcxb: `ground-truth/<id>.json`
 * `main_content`; scrapinghub: `ground-truth.json` `articleBody`): a cheap first look, so that jsdom
 * (which keeps ~20 MB per parsed page) parses only long pages.
 */
function mainWords(dir: string): (id: string) => number {
  if (existsSync(join(dir, 'ground-truth.json'))) {
    const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<string, { articleBody?: string }>;
    return (id) => countWords(truth[id]?.articleBody ?? '');
  }
  return (id) => {
    const path = join(dir, 'ground-truth', `${id}.json`);
    return existsSync(path) ? countWords((JSON.parse(readFileSync(path, 'utf8')) as { main_content?: string }).main_content ?? '') : 0;
  };
}

/**
 * The real pages of an extraction set (../shared/data/extraction/*: `html/<id>.html.gz`) with at
 * least `min` words of main text and headings (h2–h4) in their HTML, through the product's extraction on jsdom, as a
 * content script would read them. Pages jsdom cannot parse are read again without `<style>` (see
 * ../retrieval/load-articles.ts), else counted as skipped.
 */
export function loadExtractionPages(dir: string, min: { headings: number; words: number }): { ids: string[]; articles: Article[]; skipped: number; candidates: number } {
  const ids: string[] = [];
  const articles: Article[] = [];
  let skipped = 0;
  const wordsOf = mainWords(dir);
  for (const name of readdirSync(join(dir, 'html')).filter((n) => n.endsWith('.html.gz')).sort()) {
    const id = name.replace(/\.html\.gz$/u, '');
    if (wordsOf(id) < min.words) continue;
    const html = gunzipSync(readFileSync(join(dir, 'html', name))).toString('utf8');
    if ((html.match(/<h[2-4]\b/giu) ?? []).length < min.headings) continue;
    const url = `https://bench.local/${encodeURIComponent(id)}`;
    const read = (text: string) => {
      const dom = new JSDOM(text, { url, virtualConsole: quiet });
      try {
        return extractArticle(dom.window.document, url);
      } finally {
        dom.window.close();
      }
    };
    try {
      articles.push(read(html));
      ids.push(id);
    } catch {
      try {
        articles.push(read(html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/giu, '')));
        ids.push(id);
      } catch {
        skipped += 1;
      }
    }
  }
  return { ids, articles, skipped, candidates: ids.length + skipped };
}
