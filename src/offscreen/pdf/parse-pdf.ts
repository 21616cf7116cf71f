import type { getDocument } from 'pdfjs-dist';
import type { PdfReading, PdfUnreadableReason } from '../../messaging/offscreen-protocol';
import type { PdfSummary } from '../../messaging/pdf-summary';
import { PDF_LIMITS, PDF_PAGE_MS } from '../../messaging/pdf-limits';
import { chunkArticle } from '../../pipeline/chunk/chunk-article';
import type { Article } from '../../pipeline/extract/article';
import { layoutPdf } from '../../pipeline/pdf/layout-pdf';
import type { PdfOps } from '../../pipeline/pdf/pdf-operator-list';
import { readPdfPages, SlowPageError, type PdfjsDocument } from '../../pipeline/pdf/read-pdf-pages';


/** Fewer than 16 letters in a whole PDF: its pages are pictures of text. */
const HAS_TEXT = /(?:\p{L}[^\p{L}]*){16}/u;

export interface ParseOptions {
  url: string;
  title: string;
  site: string;
  /** Where pdf.js finds its CMaps (CJK text) and standard fonts: the extension's copies, or node_modules'. */
  cMapUrl?: string;
  standardFontDataUrl?: string;
  limits?: typeof PDF_LIMITS;
  onPage?: (done: number, total: number) => void;
  /**
   * pdf.js's `OPS`: text a reader does not see is left out (src/pipeline/pdf/judge-text-visibility.ts).
   * The product always passes it; a benchmark's baseline may not, to measure what the pass costs.
   */
  ops?: PdfOps;
  /** Stops the reading (Skip it): the answer is `pdf-stopped`. */
  signal?: AbortSignal;
  /** A page (or opening the file) may take this long; default PDF_PAGE_MS. */
  pageMs?: number;
  /**
   * Called when pdf.js's worker may be stuck inside a page (a page over its time, or a stop while
   * it worked): its owner ends the worker, since pdf.js cannot interrupt one.
   */
  onStuck?: () => void;
}

/** Destroying a document waits for pdf.js's worker to answer: a stuck worker never does. */
const DESTROY_WAIT_MS = 1_000;

const stopped = () => new DOMException('Stopped', 'AbortError');

/** Bounds one step of pdf.js's work by time and the stop signal (SlowPageError / AbortError). */
function guardWith(signal: AbortSignal | undefined, ms: number) {
  return <T>(work: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(stopped());
      const stop = () => reject(stopped());
      const timer = setTimeout(() => reject(new SlowPageError(`over ${ms / 1000} s`)), ms);
      signal?.addEventListener('abort', stop, { once: true });
      work.then(resolve, reject).finally(() => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', stop);
      });
    });
}

type Unreadable = Extract<PdfReading, { kind: 'unreadable' }>;

const unreadable = (reason: PdfUnreadableReason, detail?: string): Unreadable => ({ kind: 'unreadable', reason, ...(detail ? { detail } : {}) });

/** pdf.js's errors by name (its classes differ between the browser and Node builds). */
function openError(error: unknown): Unreadable {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') return unreadable('pdf-password');
  return unreadable('pdf-damaged', message);
}

/**
 * The PDF's title: the tab's, unless Chrome's viewer could only show the URL there; then the
 * document's Title metadata; then its first heading; then the file name.
 */
export function pdfTitle({ title, url }: { title: string; url: string }, metadataTitle: unknown, firstHeading?: string): string {
  const bare = url.replace(/^[a-z]+:\/\//i, '').replace(/#.*$/, '');
  if (title.trim() && !bare.startsWith(title.replace(/^[a-z]+:\/\//i, '').replace(/#.*$/, ''))) return title.trim();
  if (typeof metadataTitle === 'string' && metadataTitle.trim()) return metadataTitle.trim().slice(0, 500);
  if (firstHeading?.trim()) return firstHeading.trim().slice(0, 500);
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() || url);
  } catch {
    return url;
  }
}

export type PdfArticle =
  | { kind: 'pdf'; hash: string; article: Article; summary: Omit<PdfSummary, 'chars'> }
  | Unreadable;

/**
 * A PDF's bytes → its text as an article, through pdf.js (`open` is pdf.js's `getDocument`: the
 * browser build with its Web Worker in the offscreen document, the Node build in benchmarks) and the
 * pure layout (src/pipeline/pdf). Scripting, XFA forms and `eval` stay off. The document is
 * destroyed before this returns: nothing of the PDF is held afterwards but the text.
 */
export async function readPdfArticle(bytes: Uint8Array, open: typeof getDocument, options: ParseOptions): Promise<PdfArticle> {
  const size = bytes.byteLength;
  const guard = guardWith(options.signal, options.pageMs ?? PDF_PAGE_MS);
  let stuck = false;
  const task = open({
    data: bytes,
    isEvalSupported: false,
    enableXfa: false,
    verbosity: 0,
    ...(options.cMapUrl ? { cMapUrl: options.cMapUrl, cMapPacked: true } : {}),
    ...(options.standardFontDataUrl ? { standardFontDataUrl: options.standardFontDataUrl } : {}),
  });
  try {
    let doc: PdfjsDocument & { fingerprints: Array<string | null>; getMetadata(): Promise<{ info: object }> };
    try {
      doc = await guard(task.promise);
    } catch (error) {
      if (error instanceof Error && (error.name === 'SlowPageError' || error.name === 'AbortError')) stuck = true;
      if (error instanceof Error && error.name === 'AbortError') return unreadable('pdf-stopped');
      if (error instanceof Error && error.name === 'SlowPageError') return unreadable('pdf-damaged', `pdf.js could not open it within ${(options.pageMs ?? PDF_PAGE_MS) / 1000} s`);
      return openError(error);
    }
    const metadataTitle = await guard(doc.getMetadata()).then(({ info }) => (info as { Title?: unknown }).Title, () => undefined);
    const limits = options.limits ?? PDF_LIMITS;
    let read: Awaited<ReturnType<typeof readPdfPages>>;
    try {
      read = await readPdfPages(doc, { ...limits, onPage: options.onPage, guard, ...(options.ops ? { ops: options.ops } : {}) });
    } catch (error) {
      stuck = true;
      if (error instanceof Error && error.name === 'AbortError') return unreadable('pdf-stopped');
      return unreadable('pdf-damaged', error instanceof Error ? error.message : String(error));
    }
    if (read.stoppedBy === 'slow-page') stuck = true;
    if (read.stoppedBy === 'slow-page' && read.pages.length === 0) return unreadable('pdf-too-complex');
    const { blocks, emptyPages } = layoutPdf(read.pages);
    const text = blocks.map((b) => b.text).join('\n\n');
    if (!HAS_TEXT.test(text)) return unreadable('pdf-no-text');
    const title = pdfTitle(options, metadataTitle, blocks.find((b) => b.kind === 'heading' && b.level === 1)?.text);
    return {
      kind: 'pdf',
      hash: `pdf:${doc.fingerprints.filter(Boolean).join('/')}:${size}`,
      article: { url: options.url, title, site: options.site, method: 'pdf', blocks, text },
      summary: {
        pageCount: read.pageCount,
        pagesRead: read.pages.length,
        emptyPages: emptyPages.length,
        bytes: size,
        ...(read.stoppedBy ? { stoppedBy: read.stoppedBy } : {}),
        ...(read.hiddenLines ? { hiddenLines: read.hiddenLines } : {}),
        ...(read.skippedPages ? { skippedPages: read.skippedPages } : {}),
      },
    };
  } finally {
    if (stuck) options.onStuck?.();
    await Promise.race([task.destroy(), new Promise((resolve) => setTimeout(resolve, DESTROY_WAIT_MS))]);
  }
}

/** A PDF's bytes → its chunks (readPdfArticle, then the chunker every page goes through). */
export async function parsePdf(bytes: Uint8Array, open: typeof getDocument, options: ParseOptions): Promise<PdfReading> {
  const read = await readPdfArticle(bytes, open, options);
  if (read.kind !== 'pdf') return read;
  const chunks = chunkArticle(read.article);
  return {
    kind: 'pdf',
    hash: read.hash,
    title: read.article.title,
    chunks,
    summary: { ...read.summary, chars: chunks.reduce((sum, c) => sum + c.text.length, 0) },
  };
}
