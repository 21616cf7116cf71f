import { browser } from 'wxt/browser';
import { isExtensionPage, type SenderLike } from '../../platform/is-extension-page';
import { offscreenMessenger, type PdfReading } from '../../messaging/offscreen-protocol';
import { createPdfReader } from './pdf-reader';
import { createPdfTransfers } from './pdf-transfers';
import { validatePdfRequest } from './validate-pdf-request';

/**
 * The offscreen document's PDF reader (Chrome): the service worker (which cannot start Web Workers)
 * relays a PDF's bytes and asks for its chunks; the reading itself is pdf-reader.ts.
 */
export function startPdfReader(): void {
  const transfers = createPdfTransfers();
  // pdf.js's worker file, bundled with the extension as an asset.
  const reader = createPdfReader(async () => (await import('pdfjs-dist/build/pdf.worker.min.mjs?url')).default);
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
    return { stopped: reader.stopPdf(validatePdfRequest.stopPdf(data).tabId) };
  });

  offscreenMessenger.onMessage('readPdf', ({ data, sender }): Promise<PdfReading> => {
    trusted(sender);
    const { transfer, ...request } = validatePdfRequest.readPdf(data);
    return reader.readPdf(request, transfer ? transfers.take(transfer) : null);
  });
}
