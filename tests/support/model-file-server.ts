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
  close(): Promise<void>;
}

/**
 * Serves model files on 127.0.0.1 as a model host does (Content-Length, CORS, HEAD), so the real
 * download, cache and load code runs against a real HTTP server. Files: name → bytes.
 */
export async function serveModelFiles(files: Record<string, Uint8Array>): Promise<ModelFileServer> {
  const downloads = new Map<string, number>();
  // The returned object: tests change cutAfter and noLength between downloads.
  const files_ = { cutAfter: undefined as number | undefined, noLength: false };
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/+/, '');
    const body = files[name];
    const headers = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'content-length, etag' };
    if (!body) {
      res.writeHead(404, headers).end('not found');
      return;
    }
    const head = { ...headers, 'content-type': 'application/octet-stream', ...(files_.noLength ? {} : { 'content-length': String(body.length) }), etag: `"${name}-${body.length}"` };
    if (req.method === 'HEAD') {
      res.writeHead(200, head).end();
      return;
    }
    downloads.set(name, (downloads.get(name) ?? 0) + 1);
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    const cut = files_.cutAfter;
    // Without a length a cut looks like a clean end (the client cannot tell); with one, the connection drops.
    if (cut !== undefined && cut < bytes.length && !files_.noLength) {
      res.writeHead(200, head);
      res.write(bytes.subarray(0, cut), () => setTimeout(() => res.destroy(), 20));
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
