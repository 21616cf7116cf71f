import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { Article } from '../../src/pipeline/extract/article';
import { extractArticle } from '../../src/pipeline/extract/extract-article';
import { readTabProfile } from '../../src/pipeline/profile/read-tab-profile';
import type { TabProfile } from '../../src/pipeline/profile/tab-profile';
import { savedUrl } from './saved-url';

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
 * Pages of an extraction set (`html/<id>.html.gz`; the page's `url` in wcxb-dev's `ground-truth/<id>.json`
 * or scrapinghub's one `ground-truth.json`, saved-url.ts) through the product's profile reading and
 * extraction on jsdom, as a content script would. A page whose style sheets jsdom cannot parse is read without them
 * (bench/retrieval/load-articles.ts). `cacheRoot`: a folder to keep what was read, in a subfolder per
 * version of the extraction and profile code (iterating on ranking
 * only; figures for the README are run without it, so extraction is today's).
 */
export function loadPages(dir: string, ids: readonly string[], cacheRoot?: string): Map<string, LoadedPage> {
  const out = new Map<string, LoadedPage>();
  // One folder per version of the code that reads a page: a cache filled before an extraction change
  // is never read after it (a stale one once showed compare-peer dev at 0.680 for 0.840).
  const cache = cacheRoot ? join(cacheRoot, readingVersion()) : undefined;
  if (cache) mkdirSync(cache, { recursive: true });
  for (const id of new Set(ids)) {
    const cached = cache ? join(cache, `${id}.json`) : undefined;
    if (cached && existsSync(cached)) {
      out.set(id, JSON.parse(readFileSync(cached, 'utf8')) as LoadedPage);
      continue;
    }
    // A tab always has an address; a page saved without one (wcxb-dev 0551, 4314) is read at one that says nothing
    // of it, instead of jsdom refusing an empty URL.
    const url = savedUrl(dir, id) || `https://page.invalid/${id}`;
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

/** A hash of the source that turns a page into a `LoadedPage`: extraction and the tab profile (chunking runs after). */
function readingVersion(): string {
  const hash = createHash('sha256');
  for (const folder of ['extract', 'profile']) {
    const root = join(import.meta.dirname, '../../src/pipeline', folder);
    for (const file of readdirSync(root).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
      hash.update(file).update(readFileSync(join(root, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}
