import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import type { PageReading } from '../messaging/content-protocol';
import type { PdfReading } from '../messaging/offscreen-protocol';
import { createSessionPageStore } from './session-page-store';
import type { Tab } from '../platform/tabs';
import { createTabPreparer, type PrepareDeps } from './prepare-tab';
import { createTabCache } from './tab-cache';
import { UnreadableError } from '../platform/unreadable-error';

const chunk = (index: number, text: string) => ({ index, text, headings: [], locator: { exact: text, prefix: '', suffix: '' } });

/** An in-memory browser of tabs and pages at the preparer's ports; `reads` counts extractions, `pdfReads` PDF parses. */
function world(tabs: Record<number, Partial<Tab>>, pages: Record<number, () => PageReading>, pdfs: Record<number, () => PdfReading> = {}) {
  const reads: number[] = [];
  const pdfReads: number[] = [];
  const deps: PrepareDeps = {
    getTab: async (id) => (tabs[id] ? ({ id, status: 'complete', ...tabs[id] } as Tab) : undefined),
    waitForComplete: async (id) => {
      const tab = tabs[id];
      if (tab) tab.status = 'complete';
      return tab ? ({ id, ...tab } as Tab) : undefined;
    },
    fileAccess: async () => 'off',
    readPage: async (id, knownHash) => {
      const page = pages[id];
      if (!page) throw new UnreadableError('injection-failed', 'Cannot access contents of the page');
      const reading = page();
      if (reading.kind === 'article' && reading.hash === knownHash) return { kind: 'unchanged', hash: reading.hash };
      reads.push(id);
      return reading;
    },
    readPdf: async (id) => {
      pdfReads.push(id);
      return pdfs[id]?.() ?? { kind: 'unreadable', reason: 'pdf-damaged', detail: 'no such PDF' };
    },
    cache: createTabCache(createSessionPageStore()),
  };
  return { deps, reads, pdfReads };
}

const article = (text: string[], hash = 'h1', loading = false): PageReading => ({
  kind: 'article',
  hash,
  url: 'https://a.test/',
  title: 'A',
  site: 'a.test',
  chunks: text.map((t, i) => chunk(i, t)),
  loading,
});

describe('createTabPreparer', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads a page once and reuses its index while its text is unchanged', async () => {
    const { deps, reads } = world({ 1: { url: 'https://a.test/', title: 'A' } }, { 1: () => article(['One.', 'Two.']) });
    const preparer = createTabPreparer(deps);
    expect((await preparer.prepare(1)).status).toMatchObject({ state: 'ready', passages: 2, title: 'A' });
    expect((await preparer.prepare(1)).status).toMatchObject({ state: 'ready', passages: 2 });
    expect(reads).toEqual([1]);
  });

  it('reads again when the page text changed (a single-page app rendering later)', async () => {
    let text = ['Loading…'];
    let hash = 'h1';
    const { deps, reads } = world({ 1: { url: 'https://a.test/' } }, { 1: () => article(text, hash) });
    const preparer = createTabPreparer(deps);
    await preparer.prepare(1);
    text = ['The real content.', 'More of it.'];
    hash = 'h2';
    expect((await preparer.prepare(1)).status).toMatchObject({ state: 'ready', passages: 2 });
    expect(reads).toEqual([1, 1]);
  });

  it('shares one read between concurrent calls for the same tab', async () => {
    const { deps, reads } = world({ 1: { url: 'https://a.test/' } }, { 1: () => article(['One.']) });
    const preparer = createTabPreparer(deps);
    await Promise.all([preparer.prepare(1), preparer.prepare(1), preparer.prepare(1)]);
    expect(reads).toEqual([1]);
  });

  it('refuses restricted pages without trying to inject', async () => {
    const { deps, reads } = world(
      { 1: { url: 'chrome://settings/' }, 2: { url: 'https://chromewebstore.google.com/detail/x' }, 3: { url: 'https://a.test/', discarded: true } },
      {},
    );
    const preparer = createTabPreparer(deps);
    expect((await preparer.prepare(1)).status).toMatchObject({ state: 'unreadable', reason: 'browser-page' });
    expect((await preparer.prepare(2)).status).toMatchObject({ state: 'unreadable', reason: 'web-store' });
    expect((await preparer.prepare(3)).status).toMatchObject({ state: 'unreadable', reason: 'discarded' });
    expect(reads).toEqual([]);
  });

  it('says why a page cannot be read: closed, empty, an unreadable PDF, failed injection', async () => {
    const { deps } = world(
      { 2: { url: 'https://a.test/empty' }, 3: { url: 'https://a.test/scan.pdf' }, 4: { url: 'https://a.test/x' } },
      { 2: () => article([]), 3: () => ({ kind: 'pdf' }) },
      { 3: () => ({ kind: 'unreadable', reason: 'pdf-no-text' }) },
    );
    const preparer = createTabPreparer(deps);
    expect((await preparer.prepare(1)).status).toMatchObject({ state: 'unreadable', reason: 'closed' });
    expect((await preparer.prepare(2)).status).toMatchObject({ state: 'unreadable', reason: 'empty' });
    expect((await preparer.prepare(3)).status).toMatchObject({ state: 'unreadable', reason: 'pdf-no-text' });
    expect((await preparer.prepare(4)).status).toMatchObject({ state: 'unreadable', reason: 'injection-failed' });
  });

  it('reads a PDF once, keeps it when only its #page changed, and says what was read', async () => {
    const tabs: Record<number, Partial<Tab>> = { 5: { url: 'https://a.test/paper.pdf', title: 'Paper' } };
    const summary = { pageCount: 3, pagesRead: 3, emptyPages: 0, chars: 20, bytes: 900 };
    const { deps, pdfReads } = world(tabs, { 5: () => ({ kind: 'pdf' }) }, {
      5: () => ({ kind: 'pdf', hash: 'pdf:f1', title: 'Paper', summary, chunks: [{ ...chunk(0, 'On page two.'), pages: [2, 2] }] }),
    });
    const preparer = createTabPreparer(deps);
    const first = await preparer.prepare(5);
    expect(first.status).toMatchObject({ state: 'ready', passages: 1, title: 'Paper', site: 'a.test', pdf: summary });
    expect(first.cached?.record.chunks[0]?.pages).toEqual([2, 2]);
    tabs[5]!.url = 'https://a.test/paper.pdf#page=2';
    expect((await preparer.prepare(5)).status).toMatchObject({ state: 'ready', passages: 1 });
    expect(pdfReads).toEqual([5]);
    // Another document in the tab is read again.
    tabs[5]!.url = 'https://a.test/other.pdf';
    await preparer.prepare(5);
    expect(pdfReads).toEqual([5, 5]);
  });

  it('rebuilds a PDF index from the store after a worker restart, without parsing it again', async () => {
    const tabs: Record<number, Partial<Tab>> = { 6: { url: 'https://b.test/notes.pdf' } };
    const summary = { pageCount: 1, pagesRead: 1, emptyPages: 0, chars: 9, bytes: 100 };
    const pdf = (): PdfReading => ({ kind: 'pdf', hash: 'pdf:f2', title: 'Notes', summary, chunks: [chunk(0, 'Notes on.')] });
    const before = world(tabs, { 6: () => ({ kind: 'pdf' }) }, { 6: pdf });
    expect((await createTabPreparer(before.deps).prepare(6)).status).toMatchObject({ state: 'ready', site: 'b.test' });
    // A new worker: new memory, the same storage.session.
    const after = world(tabs, { 6: () => ({ kind: 'pdf' }) }, { 6: pdf });
    expect((await createTabPreparer(after.deps).prepare(6)).status).toMatchObject({ state: 'ready', pdf: summary });
    expect(after.pdfReads).toEqual([]);
  });

  it('waits for a loading tab before reading it', async () => {
    const tabs: Record<number, Partial<Tab>> = { 1: { url: 'https://a.test/', status: 'loading' } };
    const { deps } = world(tabs, { 1: () => article(['Text.']) });
    expect((await createTabPreparer(deps).prepare(1)).status).toMatchObject({ state: 'ready' });
    expect(tabs[1]!.status).toBe('complete');
  });

  it('reads a tab still loading after the wait (its text so far, marked), once per load; the panel may end the wait early (review R8)', async () => {
    const tabs: Record<number, Partial<Tab>> = { 1: { url: 'https://a.test/', status: 'loading' } };
    const { deps, reads } = world(tabs, { 1: () => article(['Timetable shown.'], 'h1') });
    let waits = 0;
    let release: (tab: Tab | undefined) => void = () => undefined;
    deps.waitForComplete = (id) => {
      waits += 1;
      return new Promise((resolve) => (release = () => resolve({ id, ...tabs[id] } as Tab)));
    };
    const preparer = createTabPreparer(deps);
    const first = preparer.prepare(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(waits).toBe(1);
    const now = await preparer.readNow(1); // the wait is not over: the panel's is
    expect(now.status).toMatchObject({ state: 'ready', passages: 1, loading: true });
    expect(await first).toBe(now);
    // The question's ranking does not wait a second time for the same load.
    expect((await preparer.prepare(1)).status).toMatchObject({ state: 'ready', loading: true });
    expect(waits).toBe(1);
    expect(reads).toEqual([1]);
    tabs[1]!.status = 'complete';
    expect((await preparer.prepare(1)).status).not.toHaveProperty('loading');
    release(undefined);
  });

  it('suggests no question about a transcript\'s track name: its heading is not in the outline (review R11)', async () => {
    const timed = { ...chunk(1, 'Feed the starter.'), headings: ['Transcript (English)'], time: [134, 140] as [number, number] };
    const reading = { ...(article(['Intro.']) as Extract<PageReading, { kind: 'article' }>), chunks: [{ ...chunk(0, 'Intro.'), headings: ['Ingredients'] }, timed] };
    const { deps } = world({ 1: { url: 'https://a.test/' } }, { 1: () => reading });
    expect((await createTabPreparer(deps).prepare(1)).status).toMatchObject({ outline: ['Ingredients'] });
  });

  it('never keeps text read from a page the tab navigated away from meanwhile', async () => {
    const tabs: Record<number, Partial<Tab>> = { 1: { url: 'https://a.test/old' } };
    let preparer: ReturnType<typeof createTabPreparer>;
    let navigated = false;
    const { deps, reads } = world(tabs, {
      1: () => {
        if (!navigated) {
          navigated = true;
          tabs[1]!.url = 'https://a.test/new';
          void preparer.forget(1); // what the tabs.onUpdated listener does
          return article(['Old page text.'], 'old');
        }
        return article(['New page text.', 'And more.'], 'new');
      },
    });
    preparer = createTabPreparer(deps);
    const { status, cached } = await preparer.prepare(1);
    expect(status).toMatchObject({ state: 'ready', passages: 2, url: 'https://a.test/new' });
    expect(cached?.record.chunks[0]?.text).toBe('New page text.');
    expect(reads).toEqual([1, 1]);
  });
});
