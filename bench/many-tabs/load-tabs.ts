import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';
import { chunkArticle } from '../../src/pipeline/chunk/chunk-article';
import { extractArticle } from '../../src/pipeline/extract/extract-article';
import { readTabProfile } from '../../src/pipeline/profile/read-tab-profile';
import type { TabProfile } from '../../src/pipeline/profile/tab-profile';
import { createTabIndex, type TabIndex } from '../../src/pipeline/rank/tab-index';

const quiet = new VirtualConsole();

/** A page as a tab: what the tab strip shows (title, URL), its index once read, and what reading it cost here. */
export interface BenchTab {
  key: string;
  title: string;
  url: string;
  index: TabIndex;
  /** What the page says it is (breadcrumbs, meta, JSON-LD, h1), read with its text as the content script does. */
  profile: TabProfile;
  /** Extraction, chunking and indexing of this page in this process (jsdom), ms. */
  readMs: number;
}

function extract(html: string, url: string) {
  const dom = new JSDOM(html, { url, virtualConsole: quiet });
  try {
    const profile = readTabProfile(dom.window.document, url);
    return { article: extractArticle(dom.window.document, url), profile };
  } finally {
    dom.window.close();
  }
}

/**
 * Reads a page as the content script and the worker would (extraction on jsdom, chunks, index),
 * timed. A page whose style sheets jsdom cannot parse is read without them (bench/retrieval/load-articles.ts).
 * The tab's title is the page's <title> (what the tab strip shows), else the set's title.
 */
export function readTab(key: string, html: string, url: string, fallbackTitle: string): BenchTab {
  const start = performance.now();
  let read;
  try {
    read = extract(html, url);
  } catch {
    read = extract(html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/giu, ''), url);
  }
  const { article, profile } = read;
  const tabTitle = /<title[^>]*>([\s\S]*?)<\/title>/iu.exec(html)?.[1]?.replace(/\s+/gu, ' ').trim();
  const title = decodeEntities(tabTitle ?? '') || fallbackTitle || article.title;
  const index = createTabIndex(chunkArticle(article), title);
  return { key, title, url, index, profile, readMs: performance.now() - start };
}

const decodeEntities = (text: string) =>
  text.replace(/&amp;/gu, '&').replace(/&quot;/gu, '"').replace(/&#39;|&#039;|&apos;/gu, "'").replace(/&lt;/gu, '<').replace(/&gt;/gu, '>').replace(/&#x27;/gu, "'");

/** A question set's documents (docs.jsonl + docs/): URLs as the set would be served, one per document. */
export function readQaDocs(dir: string, urlOf: (docId: string, title: string) => string): BenchTab[] {
  const docs = readFileSync(join(dir, 'docs.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { doc_id: string; title: string; file: string });
  return docs.map((d, i) => {
    if (i % 10 === 0) console.log(`reading ${dir}: ${i}/${docs.length}`);
    return readTab(d.doc_id, readFileSync(join(dir, d.file), 'utf8'), urlOf(d.doc_id, d.title), d.title);
  });
}

/** wcxb-dev pages (html/<id>.html.gz with their real URL in ground-truth/<id>.json). */
export function readWcxbPages(dir: string, ids: Iterable<string>): BenchTab[] {
  return [...new Set(ids)].map((id, i) => {
    if (i % 20 === 0) console.log(`reading wcxb-dev: ${i}`);
    const { url } = JSON.parse(readFileSync(join(dir, 'ground-truth', `${id}.json`), 'utf8')) as { url: string };
    const html = gunzipSync(readFileSync(join(dir, 'html', `${id}.html.gz`))).toString('utf8');
    return readTab(id, html, url, '');
  });
}
