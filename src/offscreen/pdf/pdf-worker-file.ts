/**
 * pdf.js's worker as a plain file in Firefox's build (copied by wxt.config.ts): Firefox's background page
 * is built as one script, which would inline the worker asset as a data: URL that cannot start a worker.
 */
export const PDF_WORKER_PATH = '/pdfjs/pdf.worker.min.mjs';
