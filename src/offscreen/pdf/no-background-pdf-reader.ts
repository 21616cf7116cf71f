import type { LocalPdfReader } from '../../messaging/offscreen-protocol';

/**
 * What Chrome's build gets for `start-firefox-pdf-reader.ts` (an alias in wxt.config.ts): Chrome reads
 * PDFs in the offscreen document from the bytes its tab hands over, so its background holds no reader
 * and pdf.js is not bundled into it.
 */
export function startFirefoxPdfReader(): LocalPdfReader | undefined {
  return undefined;
}
