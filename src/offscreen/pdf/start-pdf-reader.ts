import { browser } from 'wxt/browser';
import { isExtensionPage, type SenderLike } from '../../platform/is-extension-page';
import { offscreenMessenger, type PdfReading } from '../../messaging/offscreen-protocol';
import { panelMessenger } from '../../messaging/panel-protocol';
import { fetchPdf } from '../../platform/fetch-pdf';
import { parsePdf } from './parse-pdf';
import { createPdfTransfers } from './pdf-transfers';
import { createPdfWorkerPool } from './pdf-worker-pool';
import { validatePdfRequest } from './validate-pdf-request';

/** Page progress goes to the panel at most this often. */
export const PROGRESS_INTERVAL_MS = 250;
/** An idle pdf.js worker is ended after this long without a PDF, so an idle extension holds no parser (pdf-worker-pool.ts). */
export const WORKER_IDLE_MS = 120_000;
/**
 * Images larger than this (pixels) are not decoded: 64 MP is a 600 dpi scan of a 30 × 40 cm page; a
 * larger one is a memory bomb more often than a page. pdf.js leaves such an image out of the drawing.
 */
export const MAX_IMAGE_PIXELS = 64_000_000;

/** pdf.js (its 400 kB main part) loads on the first PDF; its worker file is bundled with the extension. */
async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/**
 * The offscreen document's PDF reader: the service worker (which cannot start Web Workers) relays a
 * PDF's bytes and asks for its chunks; pdf.js parses in its own Web Worker here, the layout and
 * chunking run on this page's thread, and page progress is broadcast to the panel.
 */
export function startPdfReader(): void {
  const transfers = createPdfTransfers();
  let pdfjs: ReturnType<typeof loadPdfjs> | undefined;
  let pool: ReturnType<typeof createPdfWorkerPool<InstanceType<Awaited<ReturnType<typeof loadPdfjs>>['PDFWorker']>>> | undefined;
  /** The reads in progress, by tab: Skip it stops one. */
  const reads = new Map<number, AbortController>();
  const trusted = (sender: SenderLike) => {
    if (!isExtensionPage(sender, browser.runtime.id, browser.runtime.getURL('/'))) {
      throw new Error('Ask Tabs answers only its own pages');
    }
  };

  offscreenMessenger.onMessage('receivePdfBytes', ({ data, sender }) => {
    trusted(sender);
    const { transfer, offset, size, base64 } = validatePdfRequest.receivePdfBytes(data);
    return { received: transfers.receive(transfer, offset, size, base64) };
  });

  offscreenMessenger.onMessage('stopPdf', ({ data, sender }) => {
    trusted(sender);
    const read = reads.get(validatePdfRequest.stopPdf(data).tabId);
    read?.abort();
    return { stopped: !!read };
  });

  offscreenMessenger.onMessage('readPdf', async ({ data, sender }): Promise<PdfReading> => {
    trusted(sender);
    const request = validatePdfRequest.readPdf(data);
    // Registered first: a stop that comes while the bytes or pdf.js load still stops this read.
    reads.get(request.tabId)?.abort();
    const stop = new AbortController();
    reads.set(request.tabId, stop);
    let bytes = request.transfer ? transfers.take(request.transfer) : null;
    if (!bytes) {
      const fetched = await fetchPdf(request.url);
      if (!fetched.ok) return { kind: 'unreadable', reason: fetched.reason, detail: fetched.detail };
      bytes = fetched.bytes;
    }
    pdfjs ??= loadPdfjs();
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
      if (reads.get(request.tabId) === stop) reads.delete(request.tabId);
      pool.release(worker, stuck);
    }
  });
}
