import { describe, expect, it } from 'vitest';
import { MAX_PDF_BYTES } from '../messaging/pdf-limits';
import { fetchPdf } from './fetch-pdf';

const fetcher = (response: Response, seen: RequestInit[] = []) =>
  (async (_url: string | URL | Request, init?: RequestInit) => {
    seen.push(init ?? {});
    return response;
  }) as typeof fetch;

describe('fetchPdf', () => {
  it('asks the HTTP cache first and returns the bytes', async () => {
    const seen: RequestInit[] = [];
    const result = await fetchPdf('https://a.test/r.pdf#page=2', fetcher(new Response(new Uint8Array([37, 80, 68, 70])), seen));
    expect(result).toEqual({ ok: true, bytes: new Uint8Array([37, 80, 68, 70]) });
    expect(seen[0]).toMatchObject({ cache: 'force-cache' });
  });

  it('calls a refusal or a login page a failed download, and a large PDF too large', async () => {
    expect(await fetchPdf('u', fetcher(new Response('no', { status: 403 })))).toMatchObject({ ok: false, reason: 'pdf-download-failed', detail: expect.stringMatching(/403/) });
    expect(await fetchPdf('u', fetcher(new Response('no', { status: 403 })))).not.toHaveProperty('failure');
    expect(await fetchPdf('u', fetcher(new Response('<form>', { headers: { 'content-type': 'text/html' } })))).toMatchObject({ ok: false, reason: 'pdf-download-failed', failure: 'web-page' });
    const declared = new Response('x', { headers: { 'content-length': String(MAX_PDF_BYTES + 1) } });
    expect(await fetchPdf('u', fetcher(declared))).toMatchObject({ ok: false, reason: 'pdf-too-large' });
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await fetchPdf('u', failing)).toMatchObject({ ok: false, reason: 'pdf-download-failed', detail: 'Failed to fetch', failure: 'network' });
  });

  it('stops reading a body without a length once it passes the bound', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    expect(await fetchPdf('u', fetcher(new Response(stream)))).toMatchObject({ ok: false, reason: 'pdf-too-large' });
    expect(sent).toBeLessThanOrEqual(MAX_PDF_BYTES + 2 * 1024 * 1024);
  });
});
