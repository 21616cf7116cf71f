import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchPage } from '../video-site/watch-page';
import { playerResponse, timedtextJson3, timedtextSrv3, VIDEOS } from '../video-site/youtube-videos';

const SITE = join(import.meta.dirname, '../video-site');
const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', vtt: 'text/vtt', webm: 'video/webm' };

export interface VideoSites {
  port: number;
  /** A page of tests/e2e/video-site on https://127.0.0.1:<port>/. */
  url(path: string): string;
  /** Chromium flags that send www.youtube.com to this server and accept its self-signed certificate. */
  chromiumArgs: string[];
  /** Every request so far, "GET /path?query". */
  requests: string[];
  close(): Promise<void>;
}

/** A self-signed certificate for www.youtube.com and 127.0.0.1, made now with openssl (never committed). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'ask-tabs-cert-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=www.youtube.com',
      '-addext', 'subjectAltName=DNS:www.youtube.com,IP:127.0.0.1',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One HTTPS server on 127.0.0.1 for the video cases: a lecture page with a `<video>` and its WebVTT
 * track (the file served with byte ranges, so the video can seek), and a local YouTube: watch pages,
 * the player endpoint for in-page navigation, and timedtext in json3 and srv3 XML.
 */
export async function serveVideoSites(): Promise<VideoSites> {
  const requests: string[] = [];
  const server = createServer(selfSignedCertificate(), (req, res) => {
    const url = new URL(req.url ?? '/', 'https://x');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const id = url.searchParams.get('v');
    if (url.pathname === '/watch') {
      const at = VIDEOS.findIndex((v) => v.id === id);
      if (at < 0) return void res.writeHead(404).end('no such video');
      // The first video's "Up next" is the second (in-page navigation).
      return void res.writeHead(200, { 'content-type': TYPES.html! }).end(watchPage(VIDEOS[at]!, at === 0 ? VIDEOS[1] : undefined));
    }
    if (url.pathname === '/youtubei/v1/player' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const video = VIDEOS.find((v) => v.id === (JSON.parse(body || '{}') as { videoId?: string }).videoId);
        // A little later than the URL change, as on YouTube: the old response is still the player's meanwhile.
        setTimeout(() => (video ? res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(playerResponse(video))) : res.writeHead(404).end()), 400);
      });
      return;
    }
    if (url.pathname === '/api/timedtext') {
      const video = VIDEOS.find((v) => v.id === id);
      const track = video?.tracks.find((t) => t.lang === url.searchParams.get('lang') && !!t.asr === (url.searchParams.get('kind') === 'asr'));
      if (!video || !track) return void res.writeHead(404).end();
      if (video.emptyTimedtext) return void res.writeHead(200, { 'content-type': 'text/html' }).end('');
      // Since 2025: without the player's proof-of-origin token, 200 with an empty body.
      if (video.xmlOnlyWithPot && !url.searchParams.get('pot')) return void res.writeHead(200, { 'content-type': 'text/html' }).end('');
      const fmt = url.searchParams.get('fmt');
      if (fmt === 'json3' && !video.xmlOnlyWithPot) return void res.writeHead(200, { 'content-type': 'application/json' }).end(timedtextJson3(track.cues));
      if (fmt === 'srv3') return void res.writeHead(200, { 'content-type': 'text/xml' }).end(timedtextSrv3(track.cues));
      return void res.writeHead(404).end();
    }
    const name = url.pathname.slice(1);
    if (!/^[a-z0-9-]+\.(html|vtt|webm)$/.test(name)) return void res.writeHead(404).end('not found');
    let body: Buffer;
    try {
      body = readFileSync(join(SITE, name));
    } catch {
      return void res.writeHead(404).end('not found');
    }
    const type = TYPES[name.split('.').pop()!]!;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      res.writeHead(206, { 'content-type': type, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${body.length}`, 'content-length': end - start + 1 });
      return void res.end(body.subarray(start, end + 1));
    }
    res.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path) => `https://127.0.0.1:${port}/${path}`,
    chromiumArgs: [`--host-resolver-rules=MAP www.youtube.com 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
