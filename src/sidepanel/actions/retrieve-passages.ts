import { ui } from '../../i18n/ui-translator';
import type { TabsSelection } from '../../messaging/background-protocol';
import type { TabStatus } from '../../messaging/tab-status';
import { namesThisPage } from '../../pipeline/intent/names-this-page';
import type { RetrieveRequest, TurnContext } from '../session/answer-turn';
import type { ReadingProgress } from '../session/turn';
import type { PanelApi } from '../panel-api';
import { setStatus, type PanelState } from '../state/panel-state';
import { tabLabel } from '../state/tab-label';
import { chooseTabsToRead } from './choose-tabs-to-read';

/** How much of a quoted selection joins the question's search terms. */
const SELECTION_QUERY_CHARS = 600;
/** After this, tabs that are ready answer while slower ones are still read (a tab still loading can take 10 s). */
export const SHOW_EARLY_AFTER_MS = 1_200;
/**
 * After this, a PDF still being read (a long or hostile one) is not waited for when
 * another tab is ready: the answer starts from the tabs that are ready, the tab's reading goes on, and its passages join the
 * next question. Tabs the browser is still loading keep their "Waiting for … to load" and Skip it.
 */
export const READING_GRACE_MS = 1_500;
/**
 * How long, from the question, a tab the browser is still loading is waited for when another tab is
 * ready: a page that hangs on a slow resource must not hold the answer. It is left out of this answer
 * like a PDF past the grace (its reading goes on and joins the next question).
 */
export const LOADING_WAIT_MS = 10_000;
/**
 * Then the background stops waiting for it and reads what it shows (a page whose text is on screen
 * while an image or an ad never finishes: review R8); only a tab whose reading takes longer than this
 * is left out.
 */
export const READ_NOW_MS = 5_000;

export class RetrievalError extends Error {
  override name = 'RetrievalError';
}

export interface RetrieveOptions extends RetrieveRequest {
  signal?: AbortSignal | undefined;
  /** Reading progress, and the slow tabs the user may skip; undefined once reading is over. */
  onReading?(progress: ReadingProgress | undefined): void;
  /** Passages from the tabs read so far, while slower tabs are still being read. */
  onEarly?(result: TabsSelection): void;
  showEarlyAfterMs?: number;
  readingGraceMs?: number;
  loadingWaitMs?: number;
  readNowMs?: number;
}

/**
 * A tab the answer need not wait for: a PDF being read (its page progress came, or its URL says so:
 * Chrome's viewer keeps a heavy PDF's tab "loading" while it renders it). An HTML page being read is
 * waited for: its reading is bounded in the tab, and with 100 tabs in scope on a slow machine the
 * grace would leave most of them out. A page the browser is still loading keeps its own Skip it.
 */
function tabLoading(state: PanelState, tabId: number): boolean {
  return !!state.tabs.value.find((t) => t.id === tabId)?.loading;
}

function pdfBeingRead(state: PanelState, tabId: number): boolean {
  const tab = state.tabs.value.find((t) => t.id === tabId);
  const status = state.statuses.value.get(tabId);
  return (status?.state === 'reading' && !!status.progress) || /\.pdf(?:[?#]|$)/i.test(tab?.url ?? '');
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retrieval for one question over the tabs in scope, with the quoted selection (if any) as extra
 * search terms. Each tab is prepared (read and indexed by the background) on its own: when some are
 * ready and others still loading after SHOW_EARLY_AFTER_MS, the ready ones are ranked and shown
 * while the user waits or skips the slow ones; then everything not skipped is ranked together.
 * Throws RetrievalError with a sentence for the user when there is nothing to ask about.
 */
export async function retrievePassages(state: PanelState, api: PanelApi, question: string, options: RetrieveOptions = {}): Promise<TurnContext> {
  // "this page" means the tab in front of the user, whatever the scope: with chosen tabs too, since
  // someone who says "this page" is looking at it. When it is not among them, the turn says so.
  const active = state.currentTabId.value;
  const thisPage = active !== undefined && namesThisPage(question) ? active : undefined;
  const inScope = thisPage !== undefined ? [thisPage] : state.inScope.value;
  const outsideScope = thisPage !== undefined && !state.inScope.value.includes(thisPage);
  if (inScope.length === 0) {
    throw new RetrievalError(ui.t(state.scope.value === 'chosen' ? 'chooseTabFirst' : 'noTabToAsk'));
  }
  const selection = state.selection.value?.text.slice(0, SELECTION_QUERY_CHARS) ?? '';
  const query = [question.trim(), selection].filter(Boolean).join('\n');
  // "All tabs" over many: only the tabs that matter are read and waited for.
  const { tabIds, choice } = thisPage !== undefined ? { tabIds: inScope, choice: undefined } : await chooseTabsToRead(state, api, inScope, query);

  const ranking = {
    ...(options.budget !== undefined ? { budget: options.budget } : {}),
    ...(options.extraQueries ? { extraQueries: options.extraQueries } : {}),
    ...(options.earlier ? { earlier: options.earlier } : {}),
  };
  const done = new Set<number>();
  const skipped = new Set<number>();
  const deferred = new Set<number>();
  const skips = new Map<number, (defer?: boolean) => void>();
  const report = () =>
    options.onReading?.({
      done: done.size,
      total: tabIds.length,
      waiting: tabIds.filter((id) => !done.has(id) && !skipped.has(id) && !deferred.has(id)),
      skip: (tabId) => skips.get(tabId)?.(),
    });

  const prepared = tabIds.map(async (tabId) => {
    const known = state.statuses.value.get(tabId);
    if (known && known.state !== 'reading') {
      done.add(tabId);
      return;
    }
    if (known && state.skippedTabs.value.has(tabId)) {
      // Skipped before and its reading is still going on: not waited for again.
      skipped.add(tabId);
      return;
    }
    setStatus(state, { tabId, state: 'reading' });
    const skip = new Promise<void>((resolve) =>
      skips.set(tabId, (defer) => {
        (defer ? deferred : skipped).add(tabId);
        if (!defer) state.skippedTabs.value = new Set([...state.skippedTabs.value, tabId]);
        report();
        resolve();
      }),
    );
    const read = api.prepareTab({ tabId, urgent: true }).then(
      (status) => setStatus(state, status),
      (error: unknown) => setStatus(state, { tabId, state: 'unreadable', reason: 'injection-failed', detail: error instanceof Error ? error.message : String(error) }),
    );
    await Promise.race([read.then(() => void done.add(tabId)), skip]);
    report();
  });
  report();
  const all = Promise.all(prepared);
  // With nothing ready there is nothing to answer from: keep waiting (each slow tab has its Skip it),
  // and look again as each tab finishes once a limit has passed.
  const passed = { grace: false, loading: false, readNow: false };
  const hurried = new Set<number>();
  const leaveOut = () => {
    if (!tabIds.some((id) => done.has(id) && state.statuses.value.get(id)?.state === 'ready')) return;
    for (const id of tabIds) {
      if (done.has(id) || skipped.has(id) || deferred.has(id)) continue;
      if (passed.grace && pdfBeingRead(state, id)) skips.get(id)?.(true);
      else if (passed.loading && tabLoading(state, id)) {
        // Its read (the same one this question waits for) starts now, from what the tab shows.
        if (!hurried.has(id)) void api.prepareTab({ tabId: id, now: true }).catch(() => undefined);
        hurried.add(id);
        if (passed.readNow) skips.get(id)?.(true);
      }
    }
  };
  let readNowCap: ReturnType<typeof setTimeout> | undefined;
  const grace = setTimeout(() => ((passed.grace = true), leaveOut()), options.readingGraceMs ?? READING_GRACE_MS);
  const loadingCap = setTimeout(() => {
    passed.loading = true;
    leaveOut();
    readNowCap = setTimeout(() => ((passed.readNow = true), leaveOut()), options.readNowMs ?? READ_NOW_MS);
  }, options.loadingWaitMs ?? LOADING_WAIT_MS);
  void Promise.all(prepared.map((p) => p.then(leaveOut)));
  const early = await Promise.race([all.then(() => false), delay(options.showEarlyAfterMs ?? SHOW_EARLY_AFTER_MS).then(() => true)]);
  if (early && options.onEarly) {
    const ready = tabIds.filter((id) => state.statuses.value.get(id)?.state === 'ready');
    if (ready.length > 0) options.onEarly(await api.selectOverTabs({ tabIds: ready, question: query, ...ranking }));
  }
  await all;
  clearTimeout(grace);
  clearTimeout(loadingCap);
  clearTimeout(readNowCap);
  options.onReading?.(undefined);
  if (options.signal?.aborted) throw new DOMException('Stopped', 'AbortError');

  const asked = tabIds.filter((id) => !skipped.has(id) && !deferred.has(id));
  const result = asked.length > 0 ? await api.selectOverTabs({ tabIds: asked, question: query, ...ranking }) : undefined;
  for (const status of result?.statuses ?? []) setStatus(state, status);
  const statuses: TabStatus[] = result?.statuses ?? [];
  return {
    passages: result?.passages ?? [],
    ...(result?.parts ? { parts: result.parts } : {}),
    weak: result?.weak ?? false,
    pageLanguages: result?.pageLanguages ?? [],
    retrieval: {
      intent: result?.intent.kind ?? 'fact',
      matched: result?.matched ?? false,
      whole: result?.whole ?? false,
      tabIds,
      scope: thisPage !== undefined ? 'current' : state.scope.value,
      statuses,
      skipped: [...skipped],
      ...(deferred.size > 0 ? { stillReading: [...deferred] } : {}),
      ...(outsideScope ? { thisPageOutsideScope: thisPage } : {}),
      ...(result?.comparedAlone ? { comparedAlone: result.comparedAlone } : {}),
      ...(choice ? { choice } : {}),
      names: Object.fromEntries(
        state.tabs.value.filter((t) => tabIds.includes(t.id) || choice?.others.includes(t.id)).map((t) => [t.id, tabLabel(t.title, t.url).name]),
      ),
    },
  };
}
