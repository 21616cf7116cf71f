import { judgeTextVisibility } from './judge-text-visibility';
import { keepVisibleText } from './keep-visible-text';
import { multiply, type Box, type PdfOperatorList, type PdfOps } from './pdf-operator-list';
import type { PdfPageText, PdfTextRun } from './pdf-text';
import { tracePageDrawing } from './trace-page-drawing';

/**
 * The parts of pdf.js's PDFDocumentProxy that reading needs, typed structurally: the offscreen
 * document passes the browser build's document, the benchmarks Node's, through the same code.
 */
export interface PdfjsDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfjsPage>;
  getOptionalContentConfig?(): Promise<{ isVisible(group: unknown): boolean }>;
}

export interface PdfjsPage {
  getViewport(params: { scale: number }): { width: number; height: number; transform: number[] };
  getTextContent(): Promise<{ items: unknown[]; styles: Record<string, { fontFamily?: string; vertical?: boolean }> }>;
  /** The crop box (pdf.js `view`), in PDF user space. */
  view?: number[];
  getOperatorList?(params: { intent?: string; annotationMode?: number }): Promise<PdfOperatorList>;
  commonObjs?: { has(id: string): boolean; get(id: string): unknown };
  cleanup(): unknown;
}

interface PdfjsTextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

export interface PdfPagesRead {
  pages: PdfPageText[];
  /** The document's page count (more than `pages.length` when a bound stopped the reading). */
  pageCount: number;
  /** Characters of text read. */
  chars: number;
  /** Which bound stopped the reading early, if one did ('slow-page': a page over the time bound). */
  stoppedBy?: 'pages' | 'chars' | 'slow-page';
  /** Lines a reader does not see (hidden text) left out, over all pages read. */
  hiddenLines: number;
  /** Pages whose text was left out because what they show could not be checked (too many operators, a drawing pdf.js could not build). */
  skippedPages: number;
}

/** The error a `guard` rejects with when a page takes too long: reading stops there. */
export class SlowPageError extends Error {
  override name = 'SlowPageError';
}

export interface ReadPagesOptions {
  maxPages: number;
  /** Reading stops after the page on which the text passes this many characters. */
  maxChars: number;
  /** Called after each page (progress in the tab's status). */
  onPage?: (done: number, total: number) => void;
  /**
   * pdf.js's operator codes: with them, each page's drawing is traced and only text a reader sees
   * is kept (judge-text-visibility.ts). Without them (a benchmark's baseline) all text is kept.
   */
  ops?: PdfOps;
  /**
   * Wraps each page's work (text, drawing): the caller bounds its time (rejecting with
   * SlowPageError) or stops it (rejecting with anything else, which ends the reading).
   */
  guard?: <T>(work: Promise<T>) => Promise<T>;
}

/**
 * A page drawn with more operators than this is not checked (a hostile or pathological page: the
 * trace is linear, but pdf.js needs memory for each); its text is left out and the status says so.
 */
export const MAX_PAGE_OPERATORS = 400_000;

/** pdf.js's AnnotationMode.DISABLE: annotations' drawings are not part of the page's text. */
const ANNOTATIONS_OFF = 0;

/** The page's text items less what a reader does not see (see keep-visible-text.ts). */
async function visibleItems(
  page: PdfjsPage,
  items: unknown[],
  ops: PdfOps,
  layerVisible: ((group: unknown) => boolean) | undefined,
): Promise<{ items: unknown[]; hiddenLines: number; skipped?: true }> {
  if (!page.getOperatorList) return { items, hiddenLines: 0 };
  const list = await page.getOperatorList({ intent: 'display', annotationMode: ANNOTATIONS_OFF }).catch(() => undefined);
  // What the page shows is unknown: none of its text is kept.
  if (!list || list.fnArray.length > MAX_PAGE_OPERATORS) return { items: [], hiddenLines: 0, skipped: true };
  const fontScale = (font: string) => {
    if (!page.commonObjs?.has(font)) return undefined;
    const matrix = (page.commonObjs.get(font) as { fontMatrix?: number[] } | undefined)?.fontMatrix;
    return matrix && Number.isFinite(matrix[0]) && matrix[0] !== 0 ? Math.abs(matrix[0]!) : undefined;
  };
  const drawing = tracePageDrawing(list, ops, { ...(layerVisible ? { layerVisible } : {}), fontScale });
  const view = (page.view?.length === 4 ? page.view : [-Infinity, -Infinity, Infinity, Infinity]) as Box;
  return keepVisibleText(items, judgeTextVisibility(drawing, view));
}

/** Text this far from horizontal (radians) is a margin stamp or a figure label, not reading text. */
const MAX_SKEW = 0.1;

const isTextItem = (item: unknown): item is PdfjsTextItem =>
  typeof item === 'object' && item !== null && typeof (item as PdfjsTextItem).str === 'string' && Array.isArray((item as PdfjsTextItem).transform);

/** One page's text content → runs in the page's own top-left coordinates (rotation applied). */
export function pageRuns(
  viewport: { transform: number[] },
  content: { items: unknown[]; styles: Record<string, { fontFamily?: string; vertical?: boolean }> },
): PdfTextRun[] {
  const runs: PdfTextRun[] = [];
  for (const item of content.items) {
    if (!isTextItem(item) || !item.str) continue;
    const style = content.styles[item.fontName];
    if (style?.vertical) continue;
    const [a, b, c, d, x, y] = multiply(viewport.transform, item.transform);
    if (Math.abs(Math.atan2(b!, a!)) > MAX_SKEW) continue;
    const size = Math.hypot(c!, d!);
    if (!(size > 0)) continue;
    runs.push({ text: item.str, x: x!, y: y!, width: item.width, size, font: item.fontName, monospace: style?.fontFamily === 'monospace' });
  }
  return runs;
}

/**
 * Reads the text of a document's pages in order, within bounds on pages and characters; each page's
 * pdf.js resources are released as soon as its text is out.
 */
export async function readPdfPages(doc: PdfjsDocument, options: ReadPagesOptions): Promise<PdfPagesRead> {
  const pages: PdfPageText[] = [];
  let chars = 0;
  let hiddenLines = 0;
  let skippedPages = 0;
  const ops = options.ops;
  const layers = ops && doc.getOptionalContentConfig ? await doc.getOptionalContentConfig().catch(() => undefined) : undefined;
  const layerVisible = layers ? (group: unknown) => layers.isVisible(group) : undefined;
  let stoppedBy: PdfPagesRead['stoppedBy'];
  const last = Math.min(doc.numPages, options.maxPages);
  if (doc.numPages > options.maxPages) stoppedBy = 'pages';
  const guard = options.guard ?? (<T>(work: Promise<T>) => work);
  for (let n = 1; n <= last; n++) {
    const work = (async () => {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const visible = ops ? await visibleItems(page, content.items, ops, layerVisible) : undefined;
      if (visible) content.items = visible.items;
      const runs = pageRuns(viewport, content);
      page.cleanup();
      return { viewport, runs, visible };
    })();
    let read: Awaited<typeof work>;
    try {
      read = await guard(work);
    } catch (error) {
      if (!(error instanceof Error && error.name === 'SlowPageError')) throw error;
      stoppedBy = 'slow-page';
      break;
    }
    const { viewport, runs, visible } = read;
    hiddenLines += visible?.hiddenLines ?? 0;
    if (visible?.skipped) skippedPages++;
    pages.push({ page: n, width: viewport.width, height: viewport.height, runs });
    chars += runs.reduce((sum, run) => sum + run.text.length, 0);
    options.onPage?.(n, doc.numPages);
    if (chars > options.maxChars && n < doc.numPages) {
      stoppedBy = 'chars';
      break;
    }
  }
  return { pages, pageCount: doc.numPages, chars, hiddenLines, skippedPages, ...(stoppedBy ? { stoppedBy } : {}) };
}
