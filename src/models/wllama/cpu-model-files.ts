import { type HostErrorCode, isAbortError, ModelError } from '../model-error';
import { isModelHostUrl, type ModelHostPolicy } from '../model-hosts';
import type { LoadProgress } from '../load-progress';
import { ensureSpace, isQuotaError, type StorageEstimator, storageFullError } from '../storage-space';
import { resumingBody } from './resuming-body';

/**
 * The processor engine's model files, in the extension's Cache Storage (like WebLLM's weights):
 * downloaded once with progress, then read offline. Every extension page shares it, so the panel
 * and options page list and delete what the engine host downloaded.
 */
export const CPU_MODEL_CACHE = 'ask-tabs-cpu-models-v1';
const GGUF_MAGIC = 'GGUF';

export interface CachedFile {
  url: string;
  bytes: number;
}

function untrusted(): ModelError {
  return new ModelError('load-failed', 'This model file is not from a model host Ask Tabs trusts, so it was not downloaded.', undefined, undefined, undefined, { code: 'untrusted-file' });
}

/** Why a download failed, by code: the panel words each (model-error-words.ts); the English message is for logs. */
type DownloadFailure = Extract<HostErrorCode, `download-${string}`>;

/** `detail` only for the network's own words (HTTP 404): the panel shows them as they are. */
function downloadFailed(failure: { code: Exclude<DownloadFailure, 'download-failed'> } | { code: 'download-failed'; detail: string }): ModelError {
  const why = failure.code === 'download-failed' ? failure.detail : failure.code;
  return new ModelError('load-failed', `The model could not be downloaded (${why}).`, 'Check your connection and try again. It downloads once; after that it loads offline.', undefined, undefined, failure);
}

async function isGguf(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
  return String.fromCharCode(...head) === GGUF_MAGIC;
}

/** The SHA-256 a cached file was checked against when it was downloaded. */
const SHA256_HEADER = 'x-ask-tabs-sha256';

/**
 * A cached file is whole when it starts as a GGUF does and has the length it was stored with, and,
 * where the catalogue gives a hash, was checked against that same hash when it was stored.
 */
async function isWhole(url: string, blob: Blob, caches: CacheStorage, sha256: string | undefined): Promise<boolean> {
  const headers = (await (await caches.open(CPU_MODEL_CACHE)).match(url))?.headers;
  const length = Number(headers?.get('content-length'));
  if (sha256 && headers?.get(SHA256_HEADER) !== sha256) return false;
  if (!sha256 && !(Number.isFinite(length) && length > 0)) return false;
  return (!(length > 0) || length === blob.size) && (await isGguf(blob));
}

/** Whether the file is in the cache (without reading it). */
export async function hasCachedModelFile(url: string, caches: CacheStorage = globalThis.caches): Promise<boolean> {
  const cache = await caches.open(CPU_MODEL_CACHE);
  return (await cache.match(url)) !== undefined;
}

/** The cached file, or undefined. */
export async function cachedModelFile(url: string, caches: CacheStorage = globalThis.caches): Promise<Blob | undefined> {
  const cache = await caches.open(CPU_MODEL_CACHE);
  const response = await cache.match(url);
  return response ? response.blob() : undefined;
}

export interface DownloadOptions extends ModelHostPolicy {
  signal?: AbortSignal;
  onProgress?: (progress: LoadProgress) => void;
  fetch?: typeof fetch;
  caches?: CacheStorage;
  storage?: StorageEstimator;
  /** The catalogue's SHA-256 of the file (hex), when known: checked before the file is used. */
  sha256?: string | undefined;
}

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The model file from the cache, else downloaded into it (streamed to disk with progress, never held
 * whole in memory). The URL is checked against the model hosts before the request and again where
 * it ended after redirects; the file must be a GGUF of the announced length, or it is not kept.
 * A connection cut mid-way continues from where it stopped (resuming-body.ts), up to DOWNLOAD_RESUMES times.
 * A file larger than the space left is refused before its first byte, and a disk that fills
 * mid-write keeps nothing (Cache Storage commits a put only once its body has ended): both say
 * how much space the model needs.
 */
export async function modelFile(url: string, options: DownloadOptions = {}): Promise<Blob> {
  const caches = options.caches ?? globalThis.caches;
  const policy = { allowLoopback: options.allowLoopback ?? false };
  if (!isModelHostUrl(url, policy)) throw untrusted();
  const cached = await cachedModelFile(url, caches);
  if (cached) {
    if (await isWhole(url, cached, caches, options.sha256)) return cached;
    // Left by an older build or a store that failed partway: download it again rather than load it.
    await deleteCachedModelFile(url, caches);
  }
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { credentials: 'omit', ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw downloadFailed({ code: 'download-offline' });
  }
  if (!isModelHostUrl(response.url || url, policy)) throw untrusted();
  if (!response.ok || !response.body) throw downloadFailed({ code: 'download-failed', detail: `HTTP ${response.status}` });
  const total = Number(response.headers.get('content-length')) || undefined;
  const { sha256 } = options;
  try {
    // Without the size or the catalogue's hash, a download cut short could not be told from a whole file.
    if (total === undefined && !sha256) throw downloadFailed({ code: 'download-no-size' });
    if (total !== undefined) await ensureSpace(total, options.storage);
  } catch (error) {
    await response.body.cancel().catch(() => undefined);
    throw error;
  }
  let loaded = 0;
  const counted = resumingBody(response as Response & { body: ReadableStream<Uint8Array> }, url, total, options).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        options.onProgress?.({
          phase: 'download',
          fraction: total ? Math.min(1, loaded / total) : 0,
          loadedBytes: loaded,
          ...(total ? { totalBytes: total } : {}),
          text: `Downloading ${url}`,
        });
        controller.enqueue(chunk);
      },
    }),
  );
  const cache = await caches.open(CPU_MODEL_CACHE);
  // What isWhole checks the cached copy against later: the announced length, and the hash when known.
  const headers = { 'content-type': 'application/octet-stream', ...(total ? { 'content-length': String(total) } : {}), ...(sha256 ? { [SHA256_HEADER]: sha256 } : {}) };
  try {
    await cache.put(url, new Response(counted, { headers }));
  } catch (error) {
    await cache.delete(url).catch(() => false);
    if (options.signal?.aborted || isAbortError(error)) throw new DOMException('The model download was cancelled.', 'AbortError');
    if (isQuotaError(error)) throw await storageFullError(total ?? loaded, options.storage);
    throw downloadFailed({ code: 'download-interrupted' });
  }
  const blob = await cachedModelFile(url, caches);
  if (!blob || (total !== undefined && blob.size !== total) || !(await isGguf(blob))) {
    await cache.delete(url);
    throw downloadFailed({ code: 'download-corrupt' });
  }
  // Once, after the download (hashing reads the whole file into memory): a cached copy carries the hash it passed.
  if (sha256 && (await sha256Hex(blob)) !== sha256.toLowerCase()) {
    await cache.delete(url);
    throw downloadFailed({ code: 'download-hash-mismatch' });
  }
  return blob;
}

/** What the processor engine has downloaded, with sizes (the options page's model manager). */
export async function listCachedModelFiles(caches: CacheStorage = globalThis.caches): Promise<CachedFile[]> {
  const cache = await caches.open(CPU_MODEL_CACHE);
  const requests = await cache.keys();
  return Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      const length = Number(response?.headers.get('content-length'));
      return { url: request.url, bytes: Number.isFinite(length) && length > 0 ? length : ((await response?.blob())?.size ?? 0) };
    }),
  );
}

export async function deleteCachedModelFile(url: string, caches: CacheStorage = globalThis.caches): Promise<void> {
  const cache = await caches.open(CPU_MODEL_CACHE);
  await cache.delete(url);
}
