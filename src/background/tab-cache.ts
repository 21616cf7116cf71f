import { createTabIndex, type TabIndex } from '../pipeline/rank/tab-index';
import type { PageRecord, PageStore } from './page-record';

export interface CachedTab {
  record: PageRecord;
  index: TabIndex;
}

/**
 * Indexes kept in worker memory, by total chunk text. Beyond it the least recently used are dropped
 * from memory (their records stay in the store and are re-indexed on demand, ~ms per page).
 */
export const MEMORY_INDEX_CHARS = 32_000_000;

const textSize = (record: PageRecord) => record.chunks.reduce((sum, c) => sum + c.text.length, 0);

/**
 * Per-tab BM25 indexes. Memory is the fast path; the store is what survives Chrome stopping the
 * worker: on wake, `get` finds the record there and rebuilds the index from its chunks.
 */
export function createTabCache(store: PageStore, limitChars = MEMORY_INDEX_CHARS) {
  /** Map order is recency: `touch` moves an entry to the end. */
  const memory = new Map<number, CachedTab & { chars: number }>();
  let chars = 0;

  const forget = (tabId: number) => {
    const entry = memory.get(tabId);
    if (!entry) return;
    chars -= entry.chars;
    memory.delete(tabId);
  };

  const remember = (record: PageRecord, index: TabIndex): CachedTab => {
    forget(record.tabId);
    const entry = { record, index, chars: textSize(record) };
    memory.set(record.tabId, entry);
    chars += entry.chars;
    for (const [tabId] of memory) {
      if (chars <= limitChars || tabId === record.tabId) break;
      forget(tabId);
    }
    return entry;
  };

  return {
    /** The tab's cached index, from memory or rebuilt from the store; undefined when neither has it. */
    async get(tabId: number): Promise<CachedTab | undefined> {
      const hit = memory.get(tabId);
      if (hit) {
        memory.delete(tabId);
        memory.set(tabId, hit);
        return hit;
      }
      const record = await store.get(tabId);
      if (!record) return undefined;
      return remember(record, createTabIndex(record.chunks, record.title));
    },

    /**
     * Indexes a freshly read page; resolves whether it was also persisted (false: too large). When the
     * store fails (storage.session full) the page is forgotten here too: its tab says it could not be
     * kept, and a memory copy answering the next question anyway would contradict that status.
     */
    async put(record: PageRecord): Promise<{ cached: CachedTab; persisted: boolean }> {
      const cached = remember(record, createTabIndex(record.chunks, record.title));
      try {
        return { cached, persisted: await store.set(record) };
      } catch (error) {
        forget(record.tabId);
        throw error;
      }
    },

    /** The tab closed or navigated: its old text must never answer a question again. */
    async drop(tabId: number): Promise<void> {
      forget(tabId);
      await store.remove(tabId);
    },

    /** For tests and diagnostics: what is indexed in memory right now. */
    memoryTabIds: (): number[] => [...memory.keys()],
  };
}

export type TabCache = ReturnType<typeof createTabCache>;
