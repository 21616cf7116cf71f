import type { PageReading } from '../messaging/content-protocol';
import { UnreadableError } from '../platform/unreadable-error';

type ReadPage = (tabId: number, knownHash: string | undefined, url?: string, language?: string) => Promise<PageReading>;

/**
 * Firefox shows a PDF in its own viewer, which add-ons may not script: injecting there is refused as on
 * a site Firefox protects ("Missing host permission for the tab", measured in Firefox 153). Where the
 * background page reads PDFs itself by URL, such an http(s) tab goes to the PDF reader, which tells a
 * PDF from a protected web page by what the address answers (src/offscreen/pdf/pdf-bytes-by-url.ts).
 */
export function readPageOrViewerPdf(readPage: ReadPage): ReadPage {
  return async (tabId, knownHash, url, language) => {
    try {
      return await readPage(tabId, knownHash, url, language);
    } catch (error) {
      if (error instanceof UnreadableError && error.reason === 'protected-site' && /^https?:/i.test(url ?? '')) return { kind: 'pdf' };
      throw error;
    }
  };
}
