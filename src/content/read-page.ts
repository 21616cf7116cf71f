import type { PageReading } from '../messaging/content-protocol';
import { chunkArticle } from '../pipeline/chunk/chunk-article';
import { extractArticle } from '../pipeline/extract/extract-article';
import { pruneHidden } from '../pipeline/extract/prune-hidden';
import { inlineHosts, pairHosts } from './inline-shadow-and-frames';
import { hiddenElementChecker, isHiddenElement } from './is-hidden-element';
import { textHash } from './text-hash';

/**
 * Extracts and chunks the live page. Extraction runs on a clone (Readability mutates its input and
 * the page must not change); hidden elements are pruned from the clone using the live page's
 * computed styles, which the clone does not have. With `knownHash` equal to the page's current
 * text hash the work is skipped: the background's index is still right.
 */
export function readPage(doc: Document, win: Window, knownHash: string | undefined): PageReading {
  if (doc.contentType === 'application/pdf') return { kind: 'pdf' };
  const hash = textHash(`${doc.title}\n${doc.documentElement?.textContent ?? ''}`);
  if (knownHash === hash) return { kind: 'unchanged', hash };
  const clone = doc.cloneNode(true) as Document;
  const hosts = pairHosts(doc, clone); // before pruning: the two trees still have the same shape
  // One checker per pass caches backgrounds up the ancestor chain (isHiddenElement recomputes them).
  pruneHidden(doc, clone, hiddenElementChecker(win));
  inlineHosts(hosts, clone, isHiddenElement);
  const article = extractArticle(clone, doc.location.href, { view: win as never });
  const chunks = chunkArticle(article);
  return {
    kind: 'article',
    hash,
    url: article.url,
    title: article.title,
    site: article.site,
    lang: article.lang,
    dir: article.dir,
    chunks,
    loading: doc.readyState === 'loading',
  };
}
