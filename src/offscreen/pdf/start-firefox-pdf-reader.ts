import { browser } from 'wxt/browser';
import type { LocalPdfReader } from '../../messaging/offscreen-protocol';
import { validatePdfRequest } from './validate-pdf-request';
import { createPdfReader } from './pdf-reader';
import { pdfBytesByUrl } from './pdf-bytes-by-url';
import { PDF_WORKER_PATH } from './pdf-worker-file';

/**
 * Firefox's PDF reader, in the background page (an event page with a DOM that can start pdf.js's
 * worker; Firefox has no offscreen document). Its own PDF viewer cannot be scripted, so the bytes are
 * fetched by URL here; the parsing, limits, hidden-text rules and statuses are Chrome's (pdf-reader.ts).
 * Chrome's build takes no-background-pdf-reader.ts instead (an alias in wxt.config.ts).
 */
export function startFirefoxPdfReader(): LocalPdfReader | undefined {
  const reader = createPdfReader(async () => browser.runtime.getURL(PDF_WORKER_PATH as '/'));
  return {
    readPdf(data) {
      const request = validatePdfRequest.readPdf(data);
      return reader.readPdf(request, pdfBytesByUrl(request.url));
    },
    stopPdf: ({ tabId }) => ({ stopped: reader.stopPdf(tabId) }),
  };
}
