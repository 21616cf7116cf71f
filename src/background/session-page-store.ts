import { storage } from 'wxt/utils/storage';
import type { PageRecord, PageStore } from './page-record';
import { pageKey, SESSION_PAGE_BYTES, STORAGE_KEYS } from '../messaging/storage-keys';

interface Entry {
  tabId: number;
  bytes: number;
}

export { SESSION_PAGE_BYTES };

/** Which tabs have page records in storage.session, oldest first, with their sizes (for eviction). */
const entriesItem = storage.defineItem<Entry[]>(STORAGE_KEYS.pageEntries, { fallback: [] });

/**
 * UTF-16 length × 3 bounds what Chrome counts, without encoding it twice. Chrome counts the memory of
 * its stored values, not the JSON: measured with getBytesInUse, 2.0× the UTF-8 JSON for chunks of 400
 * characters, 3.7× for chunks of 40 (each value costs ~45 bytes); so the UTF-8 size alone is too low.
 */
const sizeOf = (record: StoredRecord) => JSON.stringify(record).length * 3;

/** A chunk's locator quotes its text whitespace-collapsed: stored once, rebuilt on reading. */
const squeeze = (text: string) => text.replace(/[\s\u200B\uFEFF]+/g, ' ').trim();
type StoredRecord = Omit<PageRecord, 'chunks'> & {
  chunks: Array<Omit<PageRecord['chunks'][number], 'locator'> & { locator: Omit<PageRecord['chunks'][number]['locator'], 'exact'> & { exact?: string } }>;
};

/**
 * A third less of what a page costs storage.session: a locator's `exact` is left out when it is the
 * chunk's text whitespace-collapsed (nearly always), and put back on reading. A PDF of 1.4 M
 * characters (~450 dense pages) then fits the bound and survives a worker restart (was ~0.9 M).
 */
function compact(record: PageRecord): StoredRecord {
  return {
    ...record,
    chunks: record.chunks.map((chunk) => {
      if (chunk.locator.exact !== squeeze(chunk.text)) return chunk;
      const { exact: _, ...locator } = chunk.locator;
      return { ...chunk, locator };
    }),
  };
}

function expand(stored: StoredRecord): PageRecord {
  return { ...stored, chunks: stored.chunks.map((c) => ({ ...c, locator: { ...c.locator, exact: c.locator.exact ?? squeeze(c.text) } })) };
}

/**
 * Page records in storage.session: they survive the service worker being stopped (Chrome stops idle
 * workers after ~30 s) and vanish with the browser session, never touching disk.
 */
export function createSessionPageStore(limitBytes = SESSION_PAGE_BYTES): PageStore {
  let queue: Promise<unknown> = Promise.resolve();
  /** Entries are read-modify-written: one change at a time. */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };

  return {
    get: async (tabId) => {
      const stored = await storage.getItem<StoredRecord>(pageKey(tabId));
      return stored && expand(stored);
    },

    set: (full) =>
      serial(async () => {
        const record = compact(full);
        const bytes = sizeOf(record);
        let entries = (await entriesItem.getValue()).filter((e) => e.tabId !== record.tabId);
        if (bytes > limitBytes) {
          await storage.removeItem(pageKey(record.tabId));
          await entriesItem.setValue(entries);
          return false;
        }
        let total = entries.reduce((sum, e) => sum + e.bytes, 0);
        const evicted: Entry[] = [];
        while (total + bytes > limitBytes && entries.length > 0) {
          const oldest = entries.shift()!;
          evicted.push(oldest);
          total -= oldest.bytes;
        }
        if (evicted.length > 0) await storage.removeItems(evicted.map((e) => pageKey(e.tabId)));
        try {
          await storage.setItem(pageKey(record.tabId), record);
        } catch (error) {
          if (!isQuotaError(error)) throw error;
          // Something else filled storage.session (our byte count is an estimate): make room once.
          await storage.removeItems(entries.map((e) => pageKey(e.tabId)));
          entries = [];
          await entriesItem.setValue(entries);
          try {
            await storage.setItem(pageKey(record.tabId), record);
          } catch (again) {
            if (!isQuotaError(again)) throw again;
            throw new StorageFullError(bytes, again);
          }
        }
        entries = [...entries, { tabId: record.tabId, bytes }];
        await entriesItem.setValue(entries);
        return true;
      }),

    remove: (tabId) =>
      serial(async () => {
        await storage.removeItem(pageKey(tabId));
        await entriesItem.setValue((await entriesItem.getValue()).filter((e) => e.tabId !== tabId));
      }),
  };
}

/** Chrome's message for a full storage area: "QUOTA_BYTES quota exceeded" (and per-item variants). */
export const isQuotaError = (error: unknown): boolean =>
  // Chrome 156 says "Session storage quota bytes exceeded. Values were not stored." for storage.session.
  /QUOTA_BYTES|quota (bytes )?exceeded/i.test(error instanceof Error ? error.message : String(error));

/** storage.session stayed full after every page record was evicted: reported to the user, not swallowed. */
export class StorageFullError extends Error {
  constructor(bytes: number, cause: unknown) {
    super(`The browser's session storage is full; this page (~${Math.round(bytes / 1024)} KB) could not be saved (${cause instanceof Error ? cause.message : String(cause)})`);
    this.name = 'StorageFullError';
  }
}
