import { browser } from 'wxt/browser';
import { isExtensionPage, type SenderLike } from '../../platform/is-extension-page';
import { offscreenMessenger, type PdfReading } from '../../messaging/offscreen-protocol';
import { panelMessenger } from '../../messaging/panel-protocol';
import { fetchPdf } from '../../platform/fetch-pdf';
import { parsePdf } from './parse-pdf';
import { createPdfTransfers } from './pdf-transfers';
import { validatePdfRequest } from './validate-pdf-request';

/** Page progress goes to the panel at most this often. */
export const PROGRESS_INTERVAL_MS = 250;
/**
 * pdf.js's Web Worker is kept between PDFs (starting it costs a 1.2 MB script and a cold JIT: the
 * first read of a session is about twice as slow, bench/README.md "PDF") and ended after this long
 * without a PDF, so an idle extension holds no parser.
 */
export const WORKER_IDLE_MS = 120_000;

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
  let worker: InstanceType<Awaited<ReturnType<typeof loadPdfjs>>['PDFWorker']> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let reading = 0;
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

  offscreenMessenger.onMessage('readPdf', async ({ data, sender }): Promise<PdfReading> => {
    trusted(sender);
    const request = validatePdfRequest.readPdf(data);
    let bytes = request.transfer ? transfers.take(request.transfer) : null;
    if (!bytes) {
      const fetched = await fetchPdf(request.url);
      if (!fetched.ok) return { kind: 'unreadable', reason: fetched.reason, detail: fetched.detail };
      bytes = fetched.bytes;
    }
    pdfjs ??= loadPdfjs();
    const lib = await pdfjs;
    clearTimeout(idle);
    worker ??= new lib.PDFWorker();
    const shared = worker;
    reading++;
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
      return await parsePdf(bytes, (params) => lib.getDocument({ ...(params as object), worker: shared }), {
        url: request.url,
        title: request.title,
        site: request.site,
        // Copied from pdfjs-dist by wxt.config.ts (not typed as WXT public paths).
        cMapUrl: chrome.runtime.getURL('/pdfjs/cmaps/'),
        standardFontDataUrl: chrome.runtime.getURL('/pdfjs/standard_fonts/'),
        onPage: progress,
      });
    } finally {
      if (--reading === 0) {
        idle = setTimeout(() => {
          worker?.destroy();
          worker = undefined;
        }, WORKER_IDLE_MS);
      }
    }
  });
}
