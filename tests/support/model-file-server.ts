import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelFileServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  url(name: string): string;
  /** GET requests per file name (HEAD not counted): a model downloads once, then loads from the cache. */
  downloads: Map<string, number>;
  /** Cut the next downloads after this many bytes: the connection drops (with noLength: the response just ends); undefined: whole files. */
  cutAfter: number | undefined;
  /** Leave out Content-Length (a host that streams without saying the size). */
  noLength: boolean;
  /**
   * Honour `Range: bytes=N-` with 206 and Content-Range, as Hugging Face and its CDNs do (`If-Range` not
   * matching the ETag: the whole file, 200). Off by default: a host that ignores ranges. `cutAfter` then
   * cuts each response, ranged ones too, after that many bytes.
   */
  ranges: boolean;
  /** Every GET's Range header, in order (undefined: the whole file asked for). */
  rangesAsked: Array<string | undefined>;
  /** Body bytes sent, over every GET. */
  bytesSent: number;
  close(): Promise<void>;
}

/**
 * Serves model files on 127.0.0.1 as a model host does (Content-Length, CORS, HEAD), so the real
 * download, cache and load code runs against a real HTTP server. Files: name → bytes.
 */
export async function serveModelFiles(files: Record<string, Uint8Array>): Promise<ModelFileServer> {
  const downloads = new Map<string, number>();
  // The returned object: tests change cutAfter and noLength between downloads.
  const files_ = { cutAfter: undefined as number | undefined, noLength: false, ranges: false, rangesAsked: [] as Array<string | undefined>, bytesSent: 0 };
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/+/, '');
    const body = files[name];
    const headers = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'content-length, content-range, etag' };
    if (!body) {
      res.writeHead(404, headers).end('not found');
      return;
    }
    const head = {
      ...headers,
      'content-type': 'application/octet-stream',
      ...(files_.noLength ? {} : { 'content-length': String(body.length) }),
      ...(files_.ranges ? { 'accept-ranges': 'bytes' } : {}),
      etag: `"${name}-${body.length}"`,
    };
    if (req.method === 'HEAD') {
      res.writeHead(200, head).end();
      return;
    }
    downloads.set(name, (downloads.get(name) ?? 0) + 1);
    const whole = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    files_.rangesAsked.push(req.headers.range);
    const from = files_.ranges && (req.headers['if-range'] ?? head.etag) === head.etag ? /^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] : undefined;
    const start = from === undefined ? 0 : Number(from);
    const bytes = whole.subarray(start);
    const status = from === undefined ? 200 : 206;
    if (from !== undefined) Object.assign(head, { 'content-length': String(bytes.length), 'content-range': `bytes ${start}-${whole.length - 1}/${whole.length}` });
    const cut = files_.cutAfter;
    files_.bytesSent += Math.min(bytes.length, cut ?? bytes.length);
    // Without a length a cut looks like a clean end (the client cannot tell); with one, the connection drops.
    if (cut !== undefined && cut < bytes.length && !files_.noLength) {
      res.writeHead(status, head);
      res.write(bytes.subarray(0, cut), () => setTimeout(() => res.destroy(), 20));
      return;
    }
    if (status === 206) {
      res.writeHead(206, head).end(bytes);
      return;
    }
    if (files_.noLength) res.writeHead(200, head).end(bytes.subarray(0, cut ?? bytes.length));
    else res.writeHead(200, head).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(files_, {
    origin,
    url: (name: string) => `${origin}/${name}`,
    downloads,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
