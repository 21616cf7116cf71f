import type { PageReading } from '../messaging/content-protocol';
import type { PdfReading } from '../messaging/offscreen-protocol';
import type { TabStatus } from '../messaging/tab-status';
import { isQuotaError, StorageFullError } from './session-page-store';
import type { Tab } from '../platform/tabs';
import { documentUrl } from '../platform/document-url';
import type { FileAccess } from '../platform/scripting';
import { limitConcurrency } from './limit-concurrency';
import { pdfSite } from './pdf-site';
import { restrictedUrlReason } from './restricted-url';
import type { CachedTab, TabCache } from './tab-cache';
import { UnreadableError } from '../platform/unreadable-error';

export interface PrepareDeps {
  getTab(tabId: number): Promise<Tab | undefined>;
  waitForComplete(tabId: number, timeoutMs: number): Promise<Tab | undefined>;
  fileAccess(): Promise<FileAccess>;
  /** Reads the live page (injecting the content script when needed); throws UnreadableError. */
  /** `language`: the question's, when one is being asked: a video's transcript in it is taken first. */
  readPage(tabId: number, knownHash: string | undefined, url?: string, language?: string): Promise<PageReading>;
  /** Reads the PDF the tab shows (read-pdf-tab.ts: bytes from the tab, parsed in the offscreen document). */
  readPdf(tabId: number, tab: Tab): Promise<PdfReading>;
  cache: TabCache;
}

/** How long a question waits for a loading tab before reading what it has. */
export const LOAD_WAIT_MS = 10_000;
/** Pages read at once: each is a Readability pass on the page's main thread. */
export const PARALLEL_READS = 4;
/** PDFs parsed at once: each holds its bytes and pdf.js's document in the offscreen document. */
export const PARALLEL_PDF_READS = 2;

export type Prepared = { status: TabStatus; cached?: CachedTab };

/**
 * Prepares tabs for questions: restricted pages are refused up front, loading pages are waited
 * for (within LOAD_WAIT_MS), pages whose text is unchanged keep their index, others are read and
 * indexed. Concurrent calls for one tab share one read; a navigation during a read discards it.
 */
export function createTabPreparer(deps: PrepareDeps) {
  const inFlight = new Map<number, Promise<Prepared>>();
  const generation = new Map<number, number>();
  /** The URL each loading tab was waited for (once per load); a navigation forgets it. */
  const waited = new Map<number, string | undefined>();
  /** Ends the wait for a loading tab now; `hurried`: asked before its wait began. */
  const hurry = new Map<number, () => void>();
  const hurried = new Set<number>();
  const read = limitConcurrency(PARALLEL_READS);
  /** Tabs a question waits for: their reads go before those of tabs read ahead of time. */
  const urgent = new Set<number>();
  const readPdf = limitConcurrency(PARALLEL_PDF_READS);

  const unreadable = (tabId: number, error: unknown): Prepared => {
    if (error instanceof UnreadableError) {
      return { status: { tabId, state: 'unreadable', reason: error.reason, detail: error.detail } };
    }
    const detail = error instanceof Error ? error.message : String(error);
    const reason = error instanceof StorageFullError || isQuotaError(error) ? 'storage-full' : 'injection-failed';
    return { status: { tabId, state: 'unreadable', reason, detail } };
  };

  async function prepareOnce(tabId: number, attempt = 0, language?: string): Promise<Prepared> {
    let tab = await deps.getTab(tabId);
    if (!tab) return { status: { tabId, state: 'unreadable', reason: 'closed' } };
    const restricted = restrictedUrlReason(tab.url, await deps.fileAccess());
    if (restricted) return { status: { tabId, state: 'unreadable', reason: restricted } };
    if (tab.discarded) return { status: { tabId, state: 'unreadable', reason: 'discarded' } };
    // One wait per load: after it (or when the panel stops waiting), what the tab shows is read, and the
    // question's ranking does not wait a second time (review R8).
    const rushed = hurried.delete(tabId);
    if (tab.status === 'loading' && waited.get(tabId) !== tab.url && !rushed) {
      const waitedUrl = tab.url;
      tab = await Promise.race([deps.waitForComplete(tabId, LOAD_WAIT_MS), new Promise<Tab | undefined>((resolve) => hurry.set(tabId, () => resolve(deps.getTab(tabId))))]);
      hurry.delete(tabId);
      if (!tab) return { status: { tabId, state: 'unreadable', reason: 'closed' } };
      waited.set(tabId, waitedUrl);
    }
    // Read while the browser still loads it (a slow image, an ad that never ends): its text so far.
    const stillLoading = tab.status === 'loading';
    const ready = (cached: CachedTab): TabStatus => ({ ...readyStatus(cached), ...(stillLoading ? { loading: true } : {}) });

    const gen = generation.get(tabId) ?? 0;
    const known = await deps.cache.get(tabId);
    const knownHash = known && known.record.url === tab.url ? known.record.hash : undefined;
    let reading: PageReading;
    try {
      const queued = read(() => deps.readPage(tabId, knownHash, tab?.url, language), tabId);
      if (urgent.has(tabId)) read.promote(tabId);
      reading = await queued;
    } catch (error) {
      // A tab closed mid-read fails its message channel: say "closed", not "couldn't read".
      if (!(await deps.getTab(tabId))) return { status: { tabId, state: 'unreadable', reason: 'closed' } };
      throw error;
    }
    if ((generation.get(tabId) ?? 0) !== gen) {
      // The tab navigated or closed while it was being read: that text belongs to a page that is gone.
      if (attempt < 1) return prepareOnce(tabId, attempt + 1, language);
      return { status: { tabId, state: 'unreadable', reason: 'loading' } };
    }

    if (reading.kind === 'unchanged' && known) return { status: ready(known), cached: known };
    if (reading.kind === 'pdf') return preparePdf(tabId, tab, gen);
    if (reading.kind !== 'article') throw new Error('The page answered "unchanged" for text it never sent');
    if (reading.chunks.length === 0) {
      return { status: { tabId, state: 'unreadable', reason: reading.loading ? 'loading' : 'empty' } };
    }
    const { cached } = await deps.cache.put({
      tabId,
      url: tab.url ?? reading.url,
      hash: reading.hash,
      // The tab's own title, as the tab strip and the panel's tab list show it: Readability's guess can
      // keep only the part after a colon ("big screen, bigger battery"), which names no product.
      title: tab.title || reading.title || reading.url,
      site: reading.site,
      chunks: reading.chunks,
      ...(reading.profile ? { profile: reading.profile } : {}),
      ...(reading.video ? { video: reading.video } : {}),
    });
    return { status: ready(cached), cached };
  }

  /**
   * A PDF keeps its index while the tab shows the same document (a worker restart rebuilds it from
   * the store: no second parse); otherwise its bytes are read and parsed (read-pdf-tab.ts).
   */
  async function preparePdf(tabId: number, tab: Tab, gen: number): Promise<Prepared> {
    const known = await deps.cache.get(tabId);
    if (known?.record.pdf && documentUrl(known.record.url) === documentUrl(tab.url)) {
      return { status: readyStatus(known), cached: known };
    }
    const pdf = await readPdf(() => deps.readPdf(tabId, tab));
    if ((generation.get(tabId) ?? 0) !== gen) return { status: { tabId, state: 'unreadable', reason: 'loading' } };
    if (pdf.kind === 'unreadable') {
      return { status: { tabId, state: 'unreadable', reason: pdf.reason, ...(pdf.detail ? { detail: pdf.detail } : {}) } };
    }
    const url = tab.url ?? '';
    const { cached } = await deps.cache.put({
      tabId,
      url,
      hash: pdf.hash,
      title: pdf.title || tab.title || url,
      site: pdfSite(url),
      chunks: pdf.chunks,
      pdf: pdf.summary,
    });
    return { status: readyStatus(cached), cached };
  }

  /**
   * The tab's status, and its index when it is ready; `language`: the question's (see PrepareDeps.readPage);
   * `isUrgent`: a question waits for it, so its read goes before the tabs read ahead of time.
   */
  function prepare(tabId: number, language?: string, isUrgent = false): Promise<Prepared> {
    const pending = inFlight.get(tabId);
    if (pending) {
      // Read ahead of time and still waiting its turn: a question waits for it now.
      if (isUrgent) {
        urgent.add(tabId);
        read.promote(tabId);
      }
      return pending;
    }
    if (isUrgent) urgent.add(tabId);
    const run = prepareOnce(tabId, 0, language)
      .catch((error: unknown) => unreadable(tabId, error))
      .finally(() => {
        inFlight.delete(tabId);
        urgent.delete(tabId);
      });
    inFlight.set(tabId, run);
    return run;
  }

  return {
    prepare,

    /**
     * Stops waiting for a loading tab (the panel's wait for it is over): what it shows now is read. The
     * tab's status, as `prepare` gives it.
     */
    readNow(tabId: number, language?: string): Promise<Prepared> {
      const end = hurry.get(tabId);
      if (end) end();
      else if (!inFlight.has(tabId)) hurried.add(tabId);
      return prepare(tabId, language, true);
    },

    /** Called when a tab navigates or closes: drops its index and invalidates reads in progress. */
    async forget(tabId: number): Promise<void> {
      generation.set(tabId, (generation.get(tabId) ?? 0) + 1);
      waited.delete(tabId);
      await deps.cache.drop(tabId);
    },
  };
}

export type TabPreparer = ReturnType<typeof createTabPreparer>;

/** Headings a ready status carries: enough to suggest a question, small enough to send on every status. */
export const OUTLINE_MAX = 12;

function outline(chunks: CachedTab['record']['chunks']): string[] {
  const headings = new Set<string>();
  for (const chunk of chunks) {
    // A transcript's heading names the track ("Transcript (English)"), not a topic to ask about (review R11).
    if (chunk.time) continue;
    const top = chunk.headings[0]?.trim();
    if (top) headings.add(top);
    if (headings.size >= OUTLINE_MAX) break;
  }
  return [...headings];
}

function readyStatus({ record }: CachedTab): TabStatus {
  const { tabId, title, url, site, chunks, pdf, video } = record;
  return { tabId, state: 'ready', passages: chunks.length, title, url, site, outline: outline(chunks), ...(pdf ? { pdf } : {}), ...(video ? { video } : {}) };
}
