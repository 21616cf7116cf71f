import type { PdfReading, ReadPdfRequest } from '../../messaging/offscreen-protocol';
import { panelMessenger } from '../../messaging/panel-protocol';
import { fetchPdf } from '../../platform/fetch-pdf';
import { parsePdf } from './parse-pdf';
import { createPdfWorkerPool } from './pdf-worker-pool';

/** Page progress goes to the panel at most this often. */
export const PROGRESS_INTERVAL_MS = 250;
/** An idle pdf.js worker is ended after this long without a PDF, so an idle extension holds no parser (pdf-worker-pool.ts). */
export const WORKER_IDLE_MS = 120_000;
/**
 * Images larger than this (pixels) are not decoded: 64 MP is a 600 dpi scan of a 30 × 40 cm page; a
 * larger one is a memory bomb more often than a page. pdf.js leaves such an image out of the drawing.
 */
export const MAX_IMAGE_PIXELS = 64_000_000;

/**
 * pdf.js (its 400 kB main part) loads on the first PDF; `workerSrc` says where its worker file is (Chrome's
 * offscreen page bundles it as an asset; Firefox's background build would inline an asset as a data: URL,
 * which cannot start a worker, so there it is a plain file: start-firefox-pdf-reader.ts).
 */
async function loadPdfjs(workerSrc: () => Promise<string>) {
  const [pdfjs, src] = await Promise.all([import('pdfjs-dist'), workerSrc()]);
  pdfjs.GlobalWorkerOptions.workerSrc = src;
  return pdfjs;
}

/** The bytes of one read: given (relayed from the tab), or fetched by URL; a failure is the reading itself. */
export type PdfBytes = Uint8Array | null | (() => Promise<Uint8Array | PdfReading>);

/**
 * The PDF reader of a page that can start workers (Chrome's offscreen document, Firefox's background
 * page): pdf.js parses in its own Web Worker, the layout and chunking run on this page's thread, and
 * page progress is broadcast to the panel. One read per tab; `stopPdf` (Skip it) ends a tab's read.
 */
export function createPdfReader(workerSrc: () => Promise<string>) {
  let pdfjs: ReturnType<typeof loadPdfjs> | undefined;
  let pool: ReturnType<typeof createPdfWorkerPool<InstanceType<Awaited<ReturnType<typeof loadPdfjs>>['PDFWorker']>>> | undefined;
  /** The reads in progress, by tab: Skip it stops one. */
  const reads = new Map<number, AbortController>();

  return {
    /** Stops the tab's read if one is in progress; whether one was. */
    stopPdf(tabId: number): boolean {
      const read = reads.get(tabId);
      read?.abort();
      return !!read;
    },

    /** Reads `bytes`, or (null) the PDF fetched from `request.url` by the extension. */
    async readPdf(request: Omit<ReadPdfRequest, 'transfer'>, given: PdfBytes): Promise<PdfReading> {
      // Registered first: a stop that comes while the bytes or pdf.js load still stops this read.
      reads.get(request.tabId)?.abort();
      const stop = new AbortController();
      reads.set(request.tabId, stop);
      try {
        let bytes: Uint8Array;
        if (given instanceof Uint8Array) bytes = given;
        else if (given) {
          const got = await given();
          if (!(got instanceof Uint8Array)) return got;
          bytes = got;
        } else {
          const fetched = await fetchPdf(request.url);
          if (!fetched.ok) return { kind: 'unreadable', reason: fetched.reason, detail: fetched.detail };
          bytes = fetched.bytes;
        }
        if (stop.signal.aborted) return { kind: 'unreadable', reason: 'pdf-stopped' };
        pdfjs ??= loadPdfjs(workerSrc);
        const lib = await pdfjs;
        pool ??= createPdfWorkerPool(() => new lib.PDFWorker(), WORKER_IDLE_MS);
        const worker = pool.acquire();
        let stuck = false;
        let last = 0;
        const progress = (done: number, total: number) => {
          const now = performance.now();
          if (done < total && now - last < PROGRESS_INTERVAL_MS) return;
          last = now;
          panelMessenger.sendMessage('readingProgress', { tabId: request.tabId, done, total }).catch(() => {
            // No panel open: nobody to tell.
          });
        };
        try {
          return await parsePdf(bytes, (params) => lib.getDocument({ ...(params as object), worker, maxImageSize: MAX_IMAGE_PIXELS }), {
            url: request.url,
            title: request.title,
            site: request.site,
            // Copied from pdfjs-dist by wxt.config.ts (not typed as WXT public paths).
            cMapUrl: chrome.runtime.getURL('/pdfjs/cmaps/'),
            standardFontDataUrl: chrome.runtime.getURL('/pdfjs/standard_fonts/'),
            onPage: progress,
            ops: lib.OPS,
            signal: stop.signal,
            onStuck: () => {
              stuck = true;
            },
          });
        } finally {
          pool.release(worker, stuck);
        }
      } finally {
        if (reads.get(request.tabId) === stop) reads.delete(request.tabId);
      }
    },
  };
}

export type PdfReader = ReturnType<typeof createPdfReader>;
