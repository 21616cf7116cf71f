import { describe, expect, it } from 'vitest';
import { isModelError, type ModelError } from '../model-error';
import type { LoadProgress } from '../load-progress';
import { cachedModelFile, deleteCachedModelFile, listCachedModelFiles, modelFile } from './cpu-model-files';
import { DOWNLOAD_RESUMES } from './resuming-body';
import { memoryCacheStorage } from '../../../tests/support/memory-cache-storage';
import { serveModelFiles } from '../../../tests/support/model-file-server';
import { writeTinyGguf } from '../../../tests/support/tiny-gguf';
import { createHash } from 'node:crypto';

const URL_HF = 'https://huggingface.co/org/repo/resolve/main/model.gguf';
const gguf = (n: number) => {
  const bytes = new Uint8Array(n);
  bytes.set([0x47, 0x47, 0x55, 0x46]); // "GGUF"
  return bytes;
};

/** A model host: answers with `body` in chunks, from `finalUrl` (after redirects). */
function host(body: Uint8Array, { finalUrl = URL_HF, length = body.length, status = 200 } = {}) {
  const calls: string[] = [];
  const fetcher = (async (url: string) => {
    calls.push(String(url));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < body.length; i += 1000) controller.enqueue(body.slice(i, i + 1000));
        controller.close();
      },
    });
    const response = new Response(stream, { status, headers: { 'content-length': String(length) } });
    Object.defineProperty(response, 'url', { value: finalUrl });
    return response;
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe('processor model files', () => {
  it('downloads once with progress into the cache, then reads it offline', async () => {
    const caches = memoryCacheStorage();
    const { fetcher, calls } = host(gguf(5000));
    const progress: LoadProgress[] = [];
    const blob = await modelFile(URL_HF, { fetch: fetcher, caches, onProgress: (p) => progress.push(p) });
    expect(blob.size).toBe(5000);
    expect(progress.at(-1)).toMatchObject({ phase: 'download', fraction: 1, loadedBytes: 5000, totalBytes: 5000 });
    expect(progress.length).toBe(5);
    expect((await modelFile(URL_HF, { fetch: fetcher, caches })).size).toBe(5000);
    expect(calls).toHaveLength(1);
    expect(await listCachedModelFiles(caches)).toEqual([{ url: URL_HF, bytes: 5000 }]);
    await deleteCachedModelFile(URL_HF, caches);
    expect(await cachedModelFile(URL_HF, caches)).toBeUndefined();
  });

  it('refuses hosts the catalogue does not name, before the request and after redirects', async () => {
    const caches = memoryCacheStorage();
    const { fetcher, calls } = host(gguf(10));
    const before = await modelFile('https://example.com/model.gguf', { fetch: fetcher, caches }).catch((e: unknown) => e);
    expect(isModelError(before, 'load-failed') && before.message).toMatch(/not from a model host/u);
    expect(calls).toHaveLength(0);
    const redirected = host(gguf(10), { finalUrl: 'https://evil.example/model.gguf' });
    const after = await modelFile(URL_HF, { fetch: redirected.fetcher, caches }).catch((e: unknown) => e);
    expect((after as Error).message).toMatch(/not from a model host/u);
    expect(await cachedModelFile(URL_HF, caches)).toBeUndefined();
    const loopback = host(gguf(10), { finalUrl: 'http://127.0.0.1:9/m.gguf' });
    expect((await modelFile('http://127.0.0.1:9/m.gguf', { fetch: loopback.fetcher, caches }).catch((e: unknown) => e)) instanceof Error).toBe(true);
    expect((await modelFile('http://127.0.0.1:9/m.gguf', { fetch: loopback.fetcher, caches, allowLoopback: true })).size).toBe(10);
  });

  it('keeps nothing that is not a whole GGUF file', async () => {
    const caches = memoryCacheStorage();
    const short = host(gguf(3000), { length: 4000 });
    const why = (e: unknown) => (e as ModelError).words;
    expect(why(await modelFile(URL_HF, { fetch: short.fetcher, caches }).catch((e: unknown) => e))).toEqual({ code: 'download-corrupt' });
    const html = host(new TextEncoder().encode('<html>Sign in</html>'));
    expect(why(await modelFile(URL_HF, { fetch: html.fetcher, caches }).catch((e: unknown) => e))).toEqual({ code: 'download-corrupt' });
    const missing = host(gguf(10), { status: 404 });
    // The network's own words stay a detail, shown as they are inside the translated sentence.
    expect(why(await modelFile(URL_HF, { fetch: missing.fetcher, caches }).catch((e: unknown) => e))).toEqual({ code: 'download-failed', detail: 'HTTP 404' });
    expect(await listCachedModelFiles(caches)).toEqual([]);
  });

  it('refuses a file larger than the space left before downloading it, naming the space it needs', async () => {
    const caches = memoryCacheStorage({ quotaBytes: 4000 });
    let read = 0;
    const body = gguf(5000);
    const fetcher = (async () => {
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (read >= body.length) return controller.close();
          controller.enqueue(body.slice(read, read + 1000));
          read += 1000;
        },
      });
      const response = new Response(stream, { headers: { 'content-length': '5000' } });
      Object.defineProperty(response, 'url', { value: URL_HF });
      return response;
    }) as unknown as typeof fetch;
    const error = (await modelFile(URL_HF, { fetch: fetcher, caches, storage: caches }).catch((e: unknown) => e)) as ModelError;
    expect(isModelError(error, 'storage-full')).toBe(true);
    expect(error.space).toEqual({ neededBytes: 5000, freeBytes: 4000 });
    expect(read).toBeLessThanOrEqual(1000); // the body was cancelled, not downloaded
    expect(await listCachedModelFiles(caches)).toEqual([]);
  });

  it('a disk that fills mid-download keeps nothing and names the space needed', async () => {
    const caches = memoryCacheStorage({ quotaBytes: 3500 });
    // The browser gave no estimate before (or it was wrong): the quota is found mid-write.
    const noEstimate = { estimate: async () => ({}) };
    const { fetcher } = host(gguf(5000));
    const error = (await modelFile(URL_HF, { fetch: fetcher, caches, storage: noEstimate }).catch((e: unknown) => e)) as ModelError;
    expect(isModelError(error, 'storage-full')).toBe(true);
    expect(error.space?.neededBytes).toBe(5000);
    expect(error.message).toMatch(/not enough disk space/u);
    expect(await listCachedModelFiles(caches)).toEqual([]);
    // With room again, the same download completes and is kept.
    const roomy = memoryCacheStorage();
    expect((await modelFile(URL_HF, { fetch: host(gguf(5000)).fetcher, caches: roomy, storage: roomy })).size).toBe(5000);
  });

  describe('over real HTTP, with the tiny GGUF the e2e tests load', () => {
    const tiny = writeTinyGguf();

    it('a connection cut mid-download keeps nothing, says so, and the next try downloads the whole file', async () => {
      const server = await serveModelFiles({ 'tiny.gguf': tiny });
      try {
        const caches = memoryCacheStorage();
        const url = server.url('tiny.gguf');
        server.cutAfter = Math.floor(tiny.length / 2);
        const error = await modelFile(url, { caches, allowLoopback: true }).catch((e: unknown) => e);
        // The panel words it from the code (no English detail to show inside a translated sentence).
        expect(isModelError(error, 'load-failed') && error.words).toEqual({ code: 'download-interrupted' });
        expect(await listCachedModelFiles(caches)).toEqual([]);
        server.cutAfter = undefined;
        const blob = await modelFile(url, { caches, allowLoopback: true });
        expect(new Uint8Array(await blob.arrayBuffer())).toEqual(tiny);
        expect(server.downloads.get('tiny.gguf')).toBe(2);
      } finally {
        await server.close();
      }
    });

    it('a cut download continues from the byte it stopped at (HTTP Range) on a host that honours ranges, and is kept whole', async () => {
      const server = await serveModelFiles({ 'tiny.gguf': tiny });
      try {
        const caches = memoryCacheStorage();
        server.ranges = true;
        const cut = Math.floor(tiny.length * 0.4);
        server.cutAfter = cut; // each response drops after 40% of the file: cut twice
        const progress: LoadProgress[] = [];
        const blob = await modelFile(server.url('tiny.gguf'), { caches, allowLoopback: true, onProgress: (p) => progress.push(p) });
        expect(new Uint8Array(await blob.arrayBuffer())).toEqual(tiny);
        expect(server.rangesAsked).toEqual([undefined, `bytes=${cut}-`, `bytes=${2 * cut}-`]);
        expect(server.bytesSent).toBe(tiny.length); // nothing downloaded twice
        expect(progress.at(-1)).toMatchObject({ fraction: 1, loadedBytes: tiny.length, totalBytes: tiny.length });
        expect(await listCachedModelFiles(caches)).toEqual([{ url: server.url('tiny.gguf'), bytes: tiny.length }]);
      } finally {
        await server.close();
      }
    });

    it('never splices a file that changed since the cut (If-Range), and gives up after DOWNLOAD_RESUMES cuts: nothing kept', async () => {
      const server = await serveModelFiles({ 'tiny.gguf': tiny });
      try {
        const caches = memoryCacheStorage();
        const url = server.url('tiny.gguf');
        server.ranges = true;
        server.cutAfter = Math.floor(tiny.length / 2);
        // The host's file changed meanwhile: its ETag no longer matches, so it answers the whole new file (200).
        const changed = (async (input: string, init: RequestInit = {}) => {
          const headers = new Headers(init.headers);
          if (headers.has('if-range')) headers.set('if-range', '"another-version"');
          return fetch(input, { ...init, headers });
        }) as unknown as typeof fetch;
        const error = await modelFile(url, { caches, allowLoopback: true, fetch: changed }).catch((e: unknown) => e);
        expect(isModelError(error, 'load-failed') && error.words).toEqual({ code: 'download-interrupted' });
        expect(server.rangesAsked).toHaveLength(2);
        expect(await listCachedModelFiles(caches)).toEqual([]);

        server.rangesAsked = [];
        server.cutAfter = Math.floor(tiny.length / (DOWNLOAD_RESUMES + 3));
        const again = await modelFile(url, { caches, allowLoopback: true }).catch((e: unknown) => e);
        expect(isModelError(again, 'load-failed') && again.message).toMatch(/interrupted/u);
        expect(server.rangesAsked).toHaveLength(1 + DOWNLOAD_RESUMES);
        expect(await listCachedModelFiles(caches)).toEqual([]);
      } finally {
        await server.close();
      }
    });

    it('keeps no file whose size the host did not say: a cut could not be told from a whole file', async () => {
      const server = await serveModelFiles({ 'tiny.gguf': tiny });
      try {
        const caches = memoryCacheStorage();
        server.noLength = true;
        server.cutAfter = tiny.length - 100; // ends cleanly, 100 bytes short
        const error = await modelFile(server.url('tiny.gguf'), { caches, allowLoopback: true }).catch((e: unknown) => e);
        expect(isModelError(error, 'load-failed') && error.words).toEqual({ code: 'download-no-size' });
        expect(await listCachedModelFiles(caches)).toEqual([]);
      } finally {
        await server.close();
      }
    });

    it('checks the catalogue’s SHA-256 before the file is used: a different file is not kept; the right one is, even without a length', async () => {
      const server = await serveModelFiles({ 'tiny.gguf': tiny });
      try {
        const caches = memoryCacheStorage();
        const url = server.url('tiny.gguf');
        const right = createHash('sha256').update(tiny).digest('hex');
        const wrong = createHash('sha256').update('another file').digest('hex');
        const refused = await modelFile(url, { caches, allowLoopback: true, sha256: wrong }).catch((e: unknown) => e);
        expect(isModelError(refused, 'load-failed') && refused.words).toEqual({ code: 'download-hash-mismatch' });
        expect(await listCachedModelFiles(caches)).toEqual([]);
        server.noLength = true;
        server.cutAfter = tiny.length - 100; // ends cleanly, short: only the hash can tell
        expect(await modelFile(url, { caches, allowLoopback: true, sha256: right }).catch((e: unknown) => isModelError(e) && e.words?.code)).toBe('download-hash-mismatch');
        server.cutAfter = undefined;
        expect((await modelFile(url, { caches, allowLoopback: true, sha256: right })).size).toBe(tiny.length);
        // Cached and checked: loaded again without a download; a catalogue with another hash downloads it again.
        expect((await modelFile(url, { caches, allowLoopback: true, sha256: right })).size).toBe(tiny.length);
        expect(server.downloads.get('tiny.gguf')).toBe(3);
        await modelFile(url, { caches, allowLoopback: true, sha256: wrong }).catch(() => undefined);
        expect(server.downloads.get('tiny.gguf')).toBe(4);
      } finally {
        await server.close();
      }
    });

    it('a cached file that is not whole (left by an older build) is downloaded again, never loaded', async () => {
      const server = await serveModelFiles({ 'tiny.gguf': tiny });
      try {
        const caches = memoryCacheStorage();
        const url = server.url('tiny.gguf');
        const cache = await caches.open('ask-tabs-cpu-models-v1');
        await cache.put(url, new Response(tiny.slice(0, 1000), { headers: { 'content-length': String(tiny.length) } }));
        const blob = await modelFile(url, { caches, allowLoopback: true });
        expect(blob.size).toBe(tiny.length);
        expect(server.downloads.get('tiny.gguf')).toBe(1);
      } finally {
        await server.close();
      }
    });
  });
});
