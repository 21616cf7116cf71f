import type { WindowLike } from 'dompurify';
import type { Article, Block } from './article';
import { collapseWhitespace } from './collapse-whitespace';
import { findMainContent } from './fallback-content';
import { htmlToBlocks } from './html-to-blocks';
import { guessDirection, pageMetadata } from './page-metadata';
import { removeBoilerplate } from './remove-boilerplate';
import { runReadability } from './run-readability';
import { sanitizeHtml } from './sanitize-html';

export interface ExtractOptions {
  /**
   * The window DOMPurify builds on. Defaults to `doc.defaultView`; a `document.cloneNode(true)`
   * has none in Chromium, so the content script passes its `window` here.
   */
  view?: WindowLike;
}

/** Readability wins unless its text is this much shorter than the main region's. */
const READABILITY_MIN_SHARE = 0.6;

const joinBlocks = (blocks: Block[]) => blocks.map((b) => b.text).join('\n\n');

/** Sanitised HTML (or a node) → blocks; without a window, an inert <template> parses the HTML. */
function toBlocks(doc: Document, dirty: string | Node, view: WindowLike | null | undefined): Block[] {
  if (view) return htmlToBlocks(sanitizeHtml(dirty, view));
  if (typeof dirty !== 'string') return htmlToBlocks(dirty);
  const template = doc.createElement('template');
  template.innerHTML = dirty; // inert: nothing in template content runs or loads
  return htmlToBlocks(template.content);
}

function extract(doc: Document, url: string, options: ExtractOptions): Article {
  const meta = pageMetadata(doc, url);
  const view = options.view ?? (doc.defaultView as WindowLike | null);
  const body = doc.body as HTMLElement | null;
  if (!body) return { url, ...meta, method: 'fallback', blocks: [], text: '' };

  // Readability mutates its input, and the fallback needs the untouched page.
  const readable = runReadability(doc.cloneNode(true) as Document);
  const readBlocks = readable ? toBlocks(doc, readable.html, view) : [];
  const readText = joinBlocks(readBlocks);

  removeBoilerplate(body);
  const region = findMainContent(body);
  let blocks = readBlocks;
  let method: Article['method'] = 'readability';
  const regionLength = collapseWhitespace(region.textContent ?? '').length;
  if (readText.length < READABILITY_MIN_SHARE * regionLength) {
    blocks = toBlocks(doc, region, view);
    method = 'fallback';
  }
  if (blocks.length === 0) {
    blocks = toBlocks(doc, body, view);
    method = 'fallback';
  }
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
