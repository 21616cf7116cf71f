import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { Article } from '../../src/pipeline/extract/article';
import { extractArticle } from '../../src/pipeline/extract/extract-article';
import { readTabProfile } from '../../src/pipeline/profile/read-tab-profile';
import type { TabProfile } from '../../src/pipeline/profile/tab-profile';

const quiet = new VirtualConsole();

/** A page as the content script reads it: its profile (from the page as loaded), then its article. */
export interface LoadedPage {
  article: Article;
  profile: TabProfile;
}

function read(html: string, url: string): LoadedPage {
  const dom = new JSDOM(html, { url, virtualConsole: quiet });
  try {
    const profile = readTabProfile(dom.window.document, url);
    return { profile, article: extractArticle(dom.window.document, url) };
  } finally {
    dom.window.close();
  }
}

/**
 * Pages of an extraction set in the wcxb-dev format (`html/<id>.html.gz`, `ground-truth/<id>.json`
 * with the page's `url`) through the product's profile reading and extraction on jsdom, as a content
 * script would. A page whose style sheets jsdom cannot parse is read without them
 * (bench/retrieval/load-articles.ts). `cache`: a folder to keep what was read (iterating on ranking
 * only; figures for the README are run without it, so extraction is today's).
 */
export function loadPages(dir: string, ids: readonly string[], cache?: string): Map<string, LoadedPage> {
  const out = new Map<string, LoadedPage>();
  if (cache) mkdirSync(cache, { recursive: true });
  for (const id of new Set(ids)) {
    const cached = cache ? join(cache, `${id}.json`) : undefined;
    if (cached && existsSync(cached)) {
      out.set(id, JSON.parse(readFileSync(cached, 'utf8')) as LoadedPage);
      continue;
    }
    const { url } = JSON.parse(readFileSync(join(dir, 'ground-truth', `${id}.json`), 'utf8')) as { url: string };
    const html = gunzipSync(readFileSync(join(dir, 'html', `${id}.html.gz`))).toString('utf8');
    let page: LoadedPage;
    try {
      page = read(html, url);
    } catch {
      page = read(html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/giu, ''), url);
    }
    out.set(id, page);
    if (cached) writeFileSync(cached, JSON.stringify(page));
  }
  return out;
}
