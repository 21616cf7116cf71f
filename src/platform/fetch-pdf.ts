import { MAX_PDF_BYTES } from '../messaging/pdf-limits';

export type FetchedPdf =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: 'pdf-too-large' | 'pdf-download-failed'; detail: string; failure?: 'network' | 'web-page' };

/**
 * Gets a PDF's bytes with `cache: 'force-cache'`: any copy in the HTTP cache, however stale, else the
 * network. Chrome partitions its HTTP cache by top-level site, so only a fetch made from the PDF's own
 * tab (the content script) finds the copy the viewer downloaded; the extension's pages have their own
 * partition (measured in tests/e2e: the extension's first fetch downloads again). Cookies go as the
 * browser sends them; a PDF behind a login answers with an error or an HTML page: "download failed"
 * (`failure` says which kind: the request failed, or a web page came back).
 * Bounded by MAX_PDF_BYTES as it streams, whatever the server declares.
 */
export async function fetchPdf(url: string, fetcher: typeof fetch = fetch): Promise<FetchedPdf> {
  let response: Response;
  try {
    response = await fetcher(url.replace(/#.*$/, ''), { cache: 'force-cache', credentials: 'include' });
  } catch (error) {
    return { ok: false, reason: 'pdf-download-failed', detail: error instanceof Error ? error.message : String(error), failure: 'network' };
  }
  if (!response.ok && response.status !== 0) {
    return { ok: false, reason: 'pdf-download-failed', detail: `The server answered ${response.status}` };
  }
  if (/text\/html/i.test(response.headers.get('content-type') ?? '')) {
    return { ok: false, reason: 'pdf-download-failed', detail: 'The server answered with a web page, not the PDF (a login page?)', failure: 'web-page' };
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_PDF_BYTES) return { ok: false, reason: 'pdf-too-large', detail: String(declared) };
  const body = response.body;
  if (!body) return { ok: true, bytes: new Uint8Array(await response.arrayBuffer()) };
  // Counted as it streams: a server that sends no length cannot make us hold more than the bound.
  const parts: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_PDF_BYTES) {
      await reader.cancel();
      return { ok: false, reason: 'pdf-too-large', detail: String(total) };
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { ok: true, bytes };
}
