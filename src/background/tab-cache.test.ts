import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { createSessionPageStore } from './session-page-store';
import type { PageRecord, PageStore } from './page-record';
import { createTabCache } from './tab-cache';

const chunk = (index: number, text: string) => ({ index, text, headings: [], locator: { exact: text, prefix: '', suffix: '' } });
const record = (tabId: number, texts: string[]): PageRecord => ({
  tabId,
  url: `https://t${tabId}.test/`,
  hash: `h${tabId}`,
  title: `Tab ${tabId}`,
  site: `t${tabId}.test`,
  chunks: texts.map((t, i) => chunk(i, t)),
});

describe('createTabCache', () => {
  beforeEach(() => fakeBrowser.reset());

  it('rebuilds a tab index from storage.session after the worker restarted', async () => {
    const before = createTabCache(createSessionPageStore());
    await before.put(record(1, ['Bees dance to show where flowers are.', 'Honey is stored in combs.', 'Wax is made by workers.']));
    // A new cache over the same storage is what a woken worker has: empty memory, same session storage.
    const after = createTabCache(createSessionPageStore());
    expect(after.memoryTabIds()).toEqual([]);
    const cached = await after.get(1);
    expect(cached?.record.chunks).toHaveLength(3);
    expect(cached?.index.chunks).toHaveLength(3);
    expect(after.memoryTabIds()).toEqual([1]);
  });

  it('a page the store refuses (storage.session full) is not kept in memory either', async () => {
    const full: PageStore = {
      get: async () => null,
      set: async () => Promise.reject(new Error('Session storage quota bytes exceeded. Values were not stored.')),
      remove: async () => {},
    };
    const cache = createTabCache(full);
    await expect(cache.put(record(3, ['Etna erupted in 1669.']))).rejects.toThrow(/quota/);
    expect(cache.memoryTabIds()).toEqual([]);
    expect(await cache.get(3)).toBeUndefined();
  });

  it('forgets a dropped tab in memory and in storage', async () => {
    const cache = createTabCache(createSessionPageStore());
    await cache.put(record(2, ['Etna erupted in 1669.']));
    await cache.drop(2);
    expect(await cache.get(2)).toBeUndefined();
    expect(await createTabCache(createSessionPageStore()).get(2)).toBeUndefined();
  });

  it('keeps memory under its limit by dropping the least recently used indexes (not their records)', async () => {
    const cache = createTabCache(createSessionPageStore(), 100);
    await cache.put(record(1, ['a'.repeat(60)]));
    await cache.put(record(2, ['b'.repeat(60)]));
    expect(cache.memoryTabIds()).toEqual([2]);
    expect((await cache.get(1))?.record.tabId).toBe(1); // rebuilt from storage
    expect(cache.memoryTabIds()).toEqual([1]);
  });
});
