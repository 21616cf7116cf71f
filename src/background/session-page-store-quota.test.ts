import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import type { PageReading } from '../messaging/content-protocol';
import type { PageRecord } from './page-record';
import { createTabPreparer } from './prepare-tab';
import { createTabCache } from './tab-cache';
import { createSessionPageStore, isQuotaError, StorageFullError } from './session-page-store';

const record = (tabId: number, text = 'Some text of the page.'): PageRecord => ({
  tabId,
  url: `https://t${tabId}.test/`,
  hash: `h${tabId}`,
  title: `Tab ${tabId}`,
  site: `t${tabId}.test`,
  chunks: [{ index: 0, text, headings: [], locator: { exact: text, prefix: '', suffix: '' } }],
});

/** storage.session as Chrome behaves when full: set() rejects with its QUOTA_BYTES message. */
function fillSessionStorage(failures: number) {
  const realSet = fakeBrowser.storage.session.set.bind(fakeBrowser.storage.session);
  let left = failures;
  const calls = { n: 0 };
  fakeBrowser.storage.session.set = async (items: Record<string, unknown>) => {
    if (Object.keys(items).some((k) => k.startsWith('page:')) && left > 0) {
      left--;
      calls.n++;
      throw new Error('Resource::kQuotaBytes quota exceeded: QUOTA_BYTES quota exceeded');
    }
    return realSet(items);
  };
  return calls;
}

describe('storage quota errors', () => {
  beforeEach(() => fakeBrowser.reset());

  it('recognises Chrome\'s quota messages', () => {
    expect(isQuotaError(new Error('QUOTA_BYTES quota exceeded'))).toBe(true);
    expect(isQuotaError(new Error('QUOTA_BYTES_PER_ITEM quota exceeded'))).toBe(true);
    // What Chromium 156 says for storage.session (measured in the e2e browser).
    expect(isQuotaError(new Error('Session storage quota bytes exceeded. Values were not stored.'))).toBe(true);
    expect(isQuotaError(new Error('No tab with id 3'))).toBe(false);
  });

  it('makes room by evicting its own records once, then saves', async () => {
    const store = createSessionPageStore();
    await store.set(record(1));
    fillSessionStorage(1);
    expect(await store.set(record(2))).toBe(true);
    expect(await store.get(2)).toEqual(record(2));
    expect(await store.get(1)).toBeNull();
  });

  it('rejects with a StorageFullError when storage stays full (not swallowed)', async () => {
    const store = createSessionPageStore();
    fillSessionStorage(2);
    await expect(store.set(record(1))).rejects.toBeInstanceOf(StorageFullError);
    await expect(createSessionPageStore().set(record(3))).resolves.toBe(true); // the store still works after
  });

  it('reaches the tab status: the user is told the page could not be saved', async () => {
    fillSessionStorage(2);
    const reading: PageReading = {
      kind: 'article', hash: 'h', url: 'https://a.test/', title: 'A', site: 'a.test', loading: false,
      chunks: record(7).chunks,
    };
    const preparer = createTabPreparer({
      getTab: async (id) => ({ id, url: 'https://a.test/', status: 'complete' }) as never,
      waitForComplete: async () => undefined,
      fileAccess: async () => 'off',
      readPage: async () => reading,
      readPdf: async () => ({ kind: 'unreadable', reason: 'pdf-damaged' }),
      cache: createTabCache(createSessionPageStore()),
    });
    const { status } = await preparer.prepare(7);
    expect(status).toMatchObject({ state: 'unreadable', reason: 'storage-full' });
    expect(status.state === 'unreadable' && status.detail).toMatch(/session storage is full/);
  });
});
