import type { PdfReading } from '../../messaging/offscreen-protocol';
import { fetchPdf } from '../../platform/fetch-pdf';

/**
 * A tab's PDF fetched by its URL from the extension (Firefox: its viewer cannot be scripted, so the tab
 * cannot hand over its bytes; cookies go as Firefox sends them for the add-on). Such a tab was one add-on
 * scripts are refused in, so it is a site Firefox protects when its address answers with a web page, or
 * when Firefox refuses the add-on's request too (measured in Firefox 153 on a restricted domain: the server
 * answers, the add-on gets "NetworkError when attempting to fetch resource."). An HTTP error is the PDF's
 * own failure ("download failed": open it, try again).
 */
export function pdfBytesByUrl(url: string, fetcher: typeof fetch = fetch): () => Promise<Uint8Array | PdfReading> {
  return async () => {
    const fetched = await fetchPdf(url, fetcher);
    if (fetched.ok) return fetched.bytes;
    if (fetched.failure === 'web-page') return { kind: 'unreadable', reason: 'protected-site', detail: 'Firefox refused Ask Tabs this tab, and its address is a web page, not a PDF' };
    if (fetched.failure === 'network') return { kind: 'unreadable', reason: 'protected-site', detail: `Firefox refused Ask Tabs this tab and its address: ${fetched.detail}` };
    return { kind: 'unreadable', reason: fetched.reason, detail: fetched.detail };
  };
}
