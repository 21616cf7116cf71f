/** For tests: Cache Storage in memory (Node has none), as `navigator.storage` sees it too. */
export type MemoryCacheStorage = CacheStorage & Pick<StorageManager, 'estimate'>;

/**
 * What the model caches use of Cache Storage. With `quotaBytes`, a put whose body would pass the quota
 * fails partway with a QuotaExceededError and stores nothing, as Chrome's does; `estimate()` reports
 * usage and quota as `navigator.storage.estimate()` would.
 */
export function memoryCacheStorage({ quotaBytes = Number.MAX_SAFE_INTEGER }: { quotaBytes?: number } = {}): MemoryCacheStorage {
  const caches = new Map<string, Map<string, { body: Uint8Array; headers: Headers }>>();
  const usage = () => [...caches.values()].reduce((sum, entries) => sum + [...entries.values()].reduce((s, e) => s + e.body.byteLength, 0), 0);
  const open = async (name: string): Promise<Cache> => {
    const entries = caches.get(name) ?? new Map();
    caches.set(name, entries);
    const key = (r: RequestInfo | URL) => (typeof r === 'string' ? r : r instanceof URL ? r.href : r.url);
    return {
      match: async (r: RequestInfo | URL) => {
        const e = entries.get(key(r));
        return e ? new Response(e.body.slice(), { headers: e.headers }) : undefined;
      },
      put: async (r: RequestInfo | URL, response: Response) => {
        // Reads the stream to its end, as Chrome's put does; nothing is stored unless it all arrives.
        const parts: Uint8Array[] = [];
        let size = 0;
        const room = quotaBytes - usage() + (entries.get(key(r))?.body.byteLength ?? 0);
        const reader = response.body?.getReader();
        for (;;) {
          const next = await reader?.read();
          if (!next || next.done) break;
          size += next.value.byteLength;
          if (size > room) {
            await reader?.cancel().catch(() => undefined);
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          }
          parts.push(next.value);
        }
        const body = new Uint8Array(size);
        let at = 0;
        for (const part of parts) {
          body.set(part, at);
          at += part.byteLength;
        }
        entries.set(key(r), { body, headers: response.headers });
      },
      delete: async (r: RequestInfo | URL) => entries.delete(key(r)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    } as unknown as Cache;
  };
  return {
    open,
    has: async (n: string) => caches.has(n),
    delete: async (n: string) => caches.delete(n),
    keys: async () => [...caches.keys()],
    estimate: async () => ({ usage: usage(), quota: quotaBytes }),
  } as unknown as MemoryCacheStorage;
}
