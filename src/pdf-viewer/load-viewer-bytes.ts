import { ensureContentScript } from '../platform/ensure-content-script';
import { documentUrl } from '../platform/document-url';
import { fromBase64 } from '../messaging/pdf-bytes';
import { fetchPdf } from '../platform/fetch-pdf';
import { pullTabPdf } from '../platform/tab-pdf-bytes';
import { getTab } from '../platform/tabs';

export type ViewerBytes = { ok: true; bytes: Uint8Array } | { ok: false; detail: string };

/**
 * The PDF for the viewer: from its tab when that tab still shows it (the tab's HTTP cache and
 * cookies: no download), else the extension's own fetch (file:// PDFs; a tab closed meanwhile).
 */
export async function loadViewerBytes(file: string, tabId: number | undefined): Promise<ViewerBytes> {
  const tab = tabId === undefined ? undefined : await getTab(tabId);
  if (tab && documentUrl(tab.url) === documentUrl(file) && !file.startsWith('file:')) {
    try {
      await ensureContentScript(tab.id!);
      let bytes: Uint8Array | undefined;
      const pulled = await pullTabPdf(tab.id!, async ({ offset, size, base64 }) => {
        bytes ??= new Uint8Array(size);
        bytes.set(fromBase64(base64), offset);
      });
      if (pulled.ok && bytes) return { ok: true, bytes };
    } catch {
      // The tab could not hand it over: fetch it below.
    }
  }
  const fetched = await fetchPdf(file);
  return fetched.ok ? { ok: true, bytes: fetched.bytes } : { ok: false, detail: fetched.detail };
}
