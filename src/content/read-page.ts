import type { PageReading } from '../messaging/content-protocol';
import { chunkArticle } from '../pipeline/chunk/chunk-article';
import { readingChunks } from '../pipeline/chunk/reading-chunks';
import { extractArticle } from '../pipeline/extract/extract-article';
import { pruneHidden } from '../pipeline/extract/prune-hidden';
import { readTabProfile } from '../pipeline/profile/read-tab-profile';
import { inlineHosts, pairHosts } from './inline-shadow-and-frames';
import { hiddenElementChecker, isHiddenElement } from './is-hidden-element';
import { textHash } from './text-hash';
import { readMediaTranscript } from './transcript/read-media-transcript';
import { readWatchPage } from './transcript/read-watch-page';
import { youTubeWatchId } from '../pipeline/transcript/youtube-watch-id';

export interface ReadOptions {
  /** YouTube: the player response as the page's main world holds it now (src/platform/youtube-player.ts). */
  player?: unknown;
  /** Languages the user reads, most wanted first: a transcript in one of them is taken first. */
  languages: readonly string[];
}

/**
 * Extracts and chunks the live page. Extraction runs on a clone (Readability mutates its input and
 * the page must not change); hidden elements are pruned from the clone using the live page's
 * computed styles, which the clone does not have. With `knownHash` equal to the page's current
 * text hash the work is skipped: the background's index is still right. What the page's captioned
 * `<video>`/`<audio>` say follows its text, in chunks that carry their moment; a YouTube watch page is
 * read as its video (transcript/read-watch-page.ts).
 */
export async function readPage(doc: Document, win: Window, knownHash: string | undefined, options: ReadOptions): Promise<PageReading> {
  if (doc.contentType === 'application/pdf') return { kind: 'pdf' };
  const videoId = youTubeWatchId(doc.location.href);
  if (videoId) return readWatchPage(doc, win, videoId, knownHash, options.player, options.languages);
  const hash = textHash(`${doc.title}\n${doc.documentElement?.textContent ?? ''}`);
  if (knownHash === hash) return { kind: 'unchanged', hash };
  // Read before anything is pruned: a breadcrumb or JSON-LD says what the page is (never sent to a model).
  const profile = readTabProfile(doc, doc.location.href);
  const clone = doc.cloneNode(true) as Document;
  const hosts = pairHosts(doc, clone); // before pruning: the two trees still have the same shape
  // One checker per pass caches backgrounds up the ancestor chain (isHiddenElement recomputes them).
  pruneHidden(doc, clone, hiddenElementChecker(win));
  inlineHosts(hosts, clone, isHiddenElement);
  const article = extractArticle(clone, doc.location.href, { view: win as never });
  const chunks = chunkArticle(article);
  const media = await readMediaTranscript(doc, win, options.languages);
  return {
    kind: 'article',
    hash,
    url: article.url,
    title: article.title,
    site: article.site,
    lang: article.lang,
    dir: article.dir,
    profile,
    // The reading, what its video says, then the text beside the reading: always last (reading-chunks.ts).
    chunks: [...readingChunks(chunks), ...(media?.chunks ?? []), ...chunks.filter((c) => c.beside)].map((chunk, index) => ({ ...chunk, index })),
    loading: doc.readyState === 'loading',
    ...(media ? { video: media.video } : {}),
  };
}
