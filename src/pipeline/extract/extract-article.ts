import type { WindowLike } from 'dompurify';
import type { Article, Block } from './article';
import { collapseWhitespace } from './collapse-whitespace';
import { dropJunkBlocks } from './drop-junk-blocks';
import { dropRepeatedBlocks } from './drop-repeated-blocks';
import { findMainContent } from './fallback-content';
import { htmlToBlocks } from './html-to-blocks';
import { pageKind, type PageKind } from './page-kind';
import { guessDirection, pageMetadata } from './page-metadata';
import { removeBoilerplate } from './remove-boilerplate';
import { runReadability } from './run-readability';
import { sanitizeHtml } from './sanitize-html';
import { unwrapNoscript } from './unwrap-noscript';

export interface ExtractOptions {
  /**
   * The window DOMPurify builds on. Defaults to `doc.defaultView`; a `document.cloneNode(true)`
   * has none in Chromium, so the content script passes its `window` here.
   */
  view?: WindowLike;
}

/**
 * Readability wins unless its text is less than this share of the main region's. Pages that
 * declare themselves articles trust Readability more; products, forums and listings less.
 */
const READABILITY_MIN_SHARE: Record<PageKind, number> = { article: 0.3, unknown: 0.6, other: 0.85 };
/** When no container dominates, the "region" is the whole body: only better than next to nothing. */
const BODY_REGION_MIN_SHARE = 0.1;
/** An article page whose Readability text is at least this long skips the fallback entirely. */
const CONFIDENT_ARTICLE_CHARS = 1500;

const joinBlocks = (blocks: Block[]) => blocks.map((b) => b.text).join('\n\n');

/** Sanitised HTML (or a node) → blocks; without a window, an inert <template> parses the HTML. */
function toBlocks(doc: Document, dirty: string | Node, view: WindowLike | null | undefined, linkShares?: number[]): Block[] {
  if (view) return htmlToBlocks(sanitizeHtml(dirty, view), linkShares);
  if (typeof dirty !== 'string') return htmlToBlocks(dirty, linkShares);
  const template = doc.createElement('template');
  template.innerHTML = dirty; // inert: nothing in template content runs or loads
  return htmlToBlocks(template.content, linkShares);
}

function extract(doc: Document, url: string, options: ExtractOptions): Article {
  const meta = pageMetadata(doc, url);
  const view = options.view ?? (doc.defaultView as WindowLike | null);
  const body = doc.body as HTMLElement | null;
  if (!body) return { url, ...meta, method: 'fallback', blocks: [], text: '' };

  unwrapNoscript(body);
  const kind = pageKind(doc);
  // Readability mutates its input, and the fallback needs the untouched page.
  const readable = runReadability(doc.cloneNode(true) as Document);
  const linkShares: number[] = [];
  const readBlocks = readable ? dropJunkBlocks(toBlocks(doc, readable.html, view, linkShares), linkShares) : [];
  const readText = joinBlocks(readBlocks);

  let blocks = readBlocks;
  let method: Article['method'] = 'readability';
  // The last resort reads the page before boilerplate removal; copy it only when likely needed.
  const pristine = readText.length < 200 ? (body.cloneNode(true) as HTMLElement) : null;
  if (kind !== 'article' || readText.length < CONFIDENT_ARTICLE_CHARS) {
    removeBoilerplate(body, { comments: kind === 'article' || readText.length >= CONFIDENT_ARTICLE_CHARS });
    const region = findMainContent(body);
    const share = region.isRoot ? BODY_REGION_MIN_SHARE : READABILITY_MIN_SHARE[kind];
    if (readText.replace(/\s/g, '').length < share * region.nonLinkChars) {
      const regionShares: number[] = [];
      blocks = dropJunkBlocks(toBlocks(doc, region.element, view, regionShares), regionShares);
      method = 'fallback';
    }
  }
  if (blocks.length === 0) {
    blocks = toBlocks(doc, pristine ?? body, view);
    method = 'fallback';
  }
  if (kind !== 'article') blocks = dropRepeatedBlocks(blocks);
  const text = joinBlocks(blocks);
  const dirAttr = readable?.dir === 'rtl' || readable?.dir === 'ltr' ? readable.dir : undefined;
  const dir = meta.dir ?? dirAttr ?? guessDirection(text);
  const lang = meta.lang ?? (readable?.lang || undefined);
  return {
    url,
    title: readable?.title || meta.title,
    site: readable?.siteName || meta.site,
    ...(lang ? { lang } : {}),
    ...(dir ? { dir } : {}),
    method,
    blocks,
    text,
  };
}

/**
 * The readable text of a page as plain-text blocks. `doc` is a disposable clone of the page
 * (it is mutated). Readability first, DOMPurify on everything that is HTML, then a main-region
 * fallback for pages that are not articles, then the body text. Never throws.
 */
export function extractArticle(doc: Document, url: string, options: ExtractOptions = {}): Article {
  try {
    return extract(doc, url, options);
  } catch {
    let text = '';
    try {
      text = collapseWhitespace(doc.body?.textContent ?? '');
    } catch {
      // A document so broken that even its text cannot be read: report it empty.
    }
    return {
      url,
      title: '',
      site: '',
      method: 'fallback',
      blocks: text ? [{ kind: 'paragraph', text }] : [],
      text,
    };
  }
}
