import { describe, expect, it } from 'vitest';
import { pdfBytesByUrl } from './pdf-bytes-by-url';

const answering = (response: Response) => (async () => response) as typeof fetch;

describe('pdfBytesByUrl', () => {
  it('returns the PDF bytes the address answers with', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 45]);
    expect(await pdfBytesByUrl('https://a.test/r.pdf', answering(new Response(bytes, { headers: { 'content-type': 'application/pdf' } })))()).toEqual(bytes);
  });

  it('calls an address that answers with a web page a protected site, not a PDF', async () => {
    const page = new Response('<html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    expect(await pdfBytesByUrl('https://addons.test/', answering(page))()).toMatchObject({ kind: 'unreadable', reason: 'protected-site' });
  });

  it('calls an address Firefox refuses the add-on too a protected site (a restricted domain: NetworkError)', async () => {
    const refused = (async () => {
      throw new TypeError('NetworkError when attempting to fetch resource.');
    }) as typeof fetch;
    expect(await pdfBytesByUrl('https://addons.test/', refused)()).toMatchObject({ kind: 'unreadable', reason: 'protected-site', detail: expect.stringMatching(/NetworkError/) });
  });

  it("keeps a PDF's own failure: the server's refusal", async () => {
    expect(await pdfBytesByUrl('https://a.test/r.pdf', answering(new Response('no', { status: 403 })))()).toMatchObject({
      kind: 'unreadable',
      reason: 'pdf-download-failed',
      detail: expect.stringMatching(/403/),
    });
  });
});
