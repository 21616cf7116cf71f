import { describe, expect, it } from 'vitest';
import type { TabStatus } from '../../messaging/tab-status';
import { createPanelState, setStatus } from '../state/panel-state';
import { readyStatus, testPanelApi } from '../../../tests/support/test-panel-api';
import type { ReadingProgress } from '../session/turn';
import { retrievePassages } from './retrieve-passages';

function setup(loading: boolean, url = 'https://t2.test/report') {
  const state = createPanelState();
  state.tabs.value = [1, 2].map((id) => ({ id, title: `Tab ${id}`, url: id === 2 ? url : `https://t${id}.test/`, active: id === 1, loading: id === 2 && loading }));
  state.scope.value = 'all';
  const { api, calls } = testPanelApi({ 1: readyStatus(1) });
  let finish: (status: TabStatus) => void = () => undefined;
  const slow = new Promise<TabStatus>((resolve) => (finish = resolve));
  const prepareTab: typeof api.prepareTab = (data) => (data.tabId === 2 ? slow : api.prepareTab(data));
  return { state, api: { ...api, prepareTab }, calls, finish };
}

describe('retrievePassages and a tab still being read', () => {
  it('does not wait past the grace for a tab still being read (a PDF): the answer starts from the ready tab, and the tab joins once read', async () => {
    const { state, api, calls, finish } = setup(false, 'https://t2.test/report.pdf');
    const found = await retrievePassages(state, api, 'How many books?', { readingGraceMs: 30, showEarlyAfterMs: 10 });
    expect(found.retrieval?.stillReading).toEqual([2]);
    expect(calls.at(-1)).toBe('rank 1 "How many books?"');
    expect(state.statuses.value.get(2)?.state).toBe('reading');
    // Its reading went on: once done, its status is ready, and the next question asks about it at once.
    finish(readyStatus(2));
    await new Promise((r) => setTimeout(r, 0));
    expect(state.statuses.value.get(2)?.state).toBe('ready');
    const next = await retrievePassages(state, api, 'And then?', { readingGraceMs: 30 });
    expect(next.retrieval?.stillReading).toBeUndefined();
    expect(calls.at(-1)).toBe('rank 1,2 "And then?"');
  });

  it("does not wait for a PDF the browser still shows as loading (Chrome's viewer rendering a heavy one)", async () => {
    const { state, api, calls } = setup(true, 'https://t2.test/r.pdf');
    const found = await retrievePassages(state, api, 'q', { readingGraceMs: 30, showEarlyAfterMs: 10 });
    expect(found.retrieval?.stillReading).toEqual([2]);
    expect(calls.at(-1)).toBe('rank 1 "q"');
  });

  it('waits for an HTML page being read, past the grace (its reading is bounded in the tab)', async () => {
    const { state, api, calls, finish } = setup(false);
    const pending = retrievePassages(state, api, 'q', { readingGraceMs: 10, showEarlyAfterMs: 5 });
    await new Promise((r) => setTimeout(r, 60));
    expect(calls.some((c) => c.startsWith('rank 1,2'))).toBe(false);
    finish(readyStatus(2));
    const found = await pending;
    expect(found.retrieval?.stillReading).toBeUndefined();
    expect(calls.at(-1)).toBe('rank 1,2 "q"');
  });

  it('keeps waiting for a page the browser is still loading (its own Skip it), past the grace', async () => {
    const { state, api, calls, finish } = setup(true);
    const pending = retrievePassages(state, api, 'q', { readingGraceMs: 10, showEarlyAfterMs: 5 });
    await new Promise((r) => setTimeout(r, 60));
    expect(calls.some((c) => c.startsWith('rank 1,2'))).toBe(false);
    setStatus(state, { tabId: 2, state: 'reading' });
    finish(readyStatus(2));
    const found = await pending;
    expect(found.retrieval?.stillReading).toBeUndefined();
    expect(calls.at(-1)).toBe('rank 1,2 "q"');
  });

  it('stops waiting for a page still loading after the loading cap: the answer goes on from the ready tab', async () => {
    const { state, api, calls, finish } = setup(true);
    const found = await retrievePassages(state, api, 'q', { readingGraceMs: 10, showEarlyAfterMs: 5, loadingWaitMs: 40, readNowMs: 10 });
    expect(found.retrieval?.stillReading).toEqual([2]);
    expect(calls.at(-1)).toBe('rank 1 "q"');
    finish(readyStatus(2));
    await new Promise((r) => setTimeout(r, 0));
    expect(state.statuses.value.get(2)?.state).toBe('ready');
  });

  it('at the loading cap asks the background to read what the tab shows now, and takes it when it comes in time (review R8)', async () => {
    const { state, api, calls, finish } = setup(true);
    const now: number[] = [];
    const prepareTab: typeof api.prepareTab = (data) => {
      if (data.now) {
        now.push(data.tabId);
        setTimeout(() => finish({ ...readyStatus(2), loading: true } as TabStatus), 5);
      }
      return api.prepareTab(data);
    };
    const found = await retrievePassages(state, { ...api, prepareTab }, 'q', { readingGraceMs: 10, showEarlyAfterMs: 5, loadingWaitMs: 20, readNowMs: 500 });
    expect(now).toEqual([2]);
    expect(found.retrieval?.stillReading).toBeUndefined();
    expect(calls.at(-1)).toBe('rank 1,2 "q"');
  });

  it('keeps waiting past the loading cap while no tab is ready, and goes on once one is', async () => {
    const { state, api, calls } = setup(true);
    const prepareTab: typeof api.prepareTab = (data) => (data.tabId === 1 ? new Promise((r) => setTimeout(() => r(readyStatus(1)), 80)) : api.prepareTab(data));
    const started = Date.now();
    const found = await retrievePassages(state, { ...api, prepareTab }, 'q', { readingGraceMs: 10, showEarlyAfterMs: 5, loadingWaitMs: 20, readNowMs: 10 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(found.retrieval?.stillReading).toEqual([2]);
    expect(calls.at(-1)).toBe('rank 1 "q"');
  });

  it('keeps a skipped tab skipped on the next question until its reading ends', async () => {
    const { state, api, calls, finish } = setup(true);
    let progress: ReadingProgress | undefined;
    const first = retrievePassages(state, api, 'q', { readingGraceMs: 10, showEarlyAfterMs: 5, onReading: (p) => (progress = p) });
    await new Promise((r) => setTimeout(r, 30));
    progress?.skip(2);
    expect((await first).retrieval?.skipped).toEqual([2]);
    const second = await retrievePassages(state, api, 'again', { readingGraceMs: 10, showEarlyAfterMs: 5 });
    expect(second.retrieval?.skipped).toEqual([2]);
    expect(calls.at(-1)).toBe('rank 1 "again"');
    finish(readyStatus(2));
    await new Promise((r) => setTimeout(r, 0));
    const third = await retrievePassages(state, api, 'now', { readingGraceMs: 10, showEarlyAfterMs: 5 });
    expect(third.retrieval?.skipped).toEqual([]);
    expect(calls.at(-1)).toBe('rank 1,2 "now"');
  });

  it('asks a question about "this page" of the active tab only, whatever the scope', async () => {
    const { state, api, calls } = setup(false);
    state.statuses.value = new Map([[2, readyStatus(2)]]);
    const found = await retrievePassages(state, api, 'Summarize this page', { readingGraceMs: 10, showEarlyAfterMs: 5 });
    expect(found.retrieval?.tabIds).toEqual([1]);
    expect(calls.at(-1)).toBe('rank 1 "Summarize this page"');
  });

  it('asks "this page" of the active tab when other tabs are chosen, and says which tab it asked', async () => {
    const { state, api, calls } = setup(false);
    state.statuses.value = new Map([[2, readyStatus(2)]]);
    state.scope.value = 'chosen';
    state.chosen.value = new Set([2]);
    const found = await retrievePassages(state, api, 'Résume cette page', { readingGraceMs: 10, showEarlyAfterMs: 5 });
    expect(found.retrieval?.tabIds).toEqual([1]);
    expect(found.retrieval?.thisPageOutsideScope).toBe(1);
    expect(found.retrieval?.names).toEqual({ 1: 'Tab 1' });
    expect(calls.at(-1)).toBe('rank 1 "Résume cette page"');
  });

  it('says nothing more when the active tab is among the chosen ones', async () => {
    const { state, api } = setup(false);
    state.statuses.value = new Map([[2, readyStatus(2)]]);
    state.scope.value = 'chosen';
    state.chosen.value = new Set([1, 2]);
    const found = await retrievePassages(state, api, 'What is on this page?', { readingGraceMs: 10, showEarlyAfterMs: 5 });
    expect(found.retrieval?.tabIds).toEqual([1]);
    expect(found.retrieval?.thisPageOutsideScope).toBeUndefined();
  });

  it('keeps the scope for a comparison that names this page (it needs the other tabs)', async () => {
    const { state, api, calls } = setup(false);
    state.statuses.value = new Map([[2, readyStatus(2)]]);
    const found = await retrievePassages(state, api, 'How does this page differ from the others?', { readingGraceMs: 10, showEarlyAfterMs: 5 });
    expect(found.retrieval?.tabIds).toEqual([1, 2]);
    expect(calls.at(-1)).toBe('rank 1,2 "How does this page differ from the others?"');
  });
});
