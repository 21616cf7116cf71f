/** For tests: Cache Storage in memory (Node has none): what the model caches use of it. */
export function memoryCacheStorage(): CacheStorage {
  const caches = new Map<string, Map<string, { body: Uint8Array; headers: Headers }>>();
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
        const body = new Uint8Array(await response.arrayBuffer()); // reads the stream to its end, as Chrome's put does
        entries.set(key(r), { body, headers: response.headers });
      },
      delete: async (r: RequestInfo | URL) => entries.delete(key(r)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    } as unknown as Cache;
  };
  return { open, has: async (n: string) => caches.has(n), delete: async (n: string) => caches.delete(n), keys: async () => [...caches.keys()] } as unknown as CacheStorage;
}
