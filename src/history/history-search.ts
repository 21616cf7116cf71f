import type { ConversationSummary, SearchText } from './kept-conversation';
import type { History } from './history-store';
import { createSearchIndex, type SearchField, type SearchHit, type SearchIndex, whereFound } from './search-index';

/** A conversation found, with what its result shows: its summary, and the turn and field that match best. */
export interface SearchResult {
  hit: SearchHit;
  summary: ConversationSummary;
  turn: number;
  field: SearchField;
  text?: SearchText['turns'][number] | undefined;
}

/** Results shown (with their snippets); the search says more by narrowing. */
export const SHOWN = 30;
/** How long the index waits, after it last changed, before it is stored again. */
const STORE_AFTER_MS = 1500;
/**
 * Saves caught up before the index is stored again: storing writes the whole index (megabytes for a long
 * history), while a loaded index catches up with a few saves in milliseconds.
 */
const STORE_EVERY_SAVES = 25;

/**
 * Search over the kept conversations, for one context (a panel): the index is loaded from the database
 * (built and stored the first time, or when its format changed), caught up with what changed since it
 * was stored (`catchUp`) and stored again a moment after it changes. It is
 * caught up when the history changes, never per keystroke; what a result shows is read once and
 * remembered until the history changes.
 */
export function createHistorySearch(history: History, { storeAfterMs = STORE_AFTER_MS } = {}) {
  let index: SearchIndex | undefined;
  let stale = true;
  let ready: Promise<SearchIndex> | undefined;
  let storeTimer: ReturnType<typeof setTimeout> | undefined;
  const shown = new Map<string, { summary?: ConversationSummary | undefined; text?: SearchText | undefined }>();
  let followTimer: ReturnType<typeof setTimeout> | undefined;
  const stopListening = history.onChange(() => {
    stale = true;
    shown.clear();
    // A loaded index follows the history once it is quiet a moment (a delete dropped the stored index:
    // this stores it again without the deleted words), not only at the next keystroke.
    if (!index) return;
    clearTimeout(followTimer);
    followTimer = setTimeout(() => void caughtUp().catch(() => undefined), storeAfterMs);
  });

  const store = () => {
    clearTimeout(storeTimer);
    storeTimer = setTimeout(() => {
      storeTimer = undefined;
      const live = index;
      if (!live || live.changes() === 0) return;
      // A failure to store costs only the next panel's build; the search itself goes on.
      void live.snapshot().then((snapshot) => history.storeIndex(snapshot)).catch(() => undefined);
    }, storeAfterMs);
  };

  /**
   * Loaded (or first built), the index is compared with every conversation's last change. After that, a
   * change is caught up from what changed since its newest — a save, cheap — unless the count of kept
   * conversations then differs from what it holds (a delete, an import of older ones): compared in full.
   */
  const catchUp = async (): Promise<SearchIndex> => {
    stale = false;
    let live = index;
    let full = false;
    /** Nothing usable is stored (never built, another format, or a delete dropped it): store as soon as it is whole. */
    let unstored = false;
    if (!live) {
      live = index = createSearchIndex(await history.storedIndex());
      unstored = live.size() === 0;
      full = true;
    } else {
      const { changed, count } = await history.changedSince(live.newest());
      live.sync(changed);
      full = count !== live.size();
    }
    if (full) {
      const before = live.size();
      const wanted = live.behind(await history.versions());
      if (live.size() < before) unstored = true; // a delete dropped the stored index with it
      for (let i = 0; i < wanted.length; i += 200) await live.syncInSlices(await history.searchTexts(wanted.slice(i, i + 200)));
    }
    // Stored at once when nothing usable is stored; after saves or an import, once enough changes piled up.
    if (live.changes() > 0 && (unstored || live.changes() >= STORE_EVERY_SAVES)) store();
    return live;
  };

  /** The index, caught up with every change heard of so far. */
  const caughtUp = async (): Promise<SearchIndex> => {
    while (stale || ready) {
      ready ??= catchUp().finally(() => (ready = undefined));
      const live = await ready;
      if (!stale) return live;
    }
    return index!;
  };

  /** Reads what the results show that is not remembered yet. */
  const hydrate = async (ids: string[]) => {
    const missing = ids.filter((id) => !shown.has(id));
    if (missing.length === 0) return;
    const [summaries, texts] = await Promise.all([history.summaries(missing), history.searchTexts(missing)]);
    for (const id of missing) shown.set(id, {});
    for (const summary of summaries) shown.get(summary.id)!.summary = summary;
    for (const text of texts) shown.get(text.id)!.text = text;
  };

  return {
    /** Loads (or builds) the index ahead of the first keystroke: the view calls it when it opens. */
    prepare: () => caughtUp().then(() => undefined),
    /** The conversations holding every word of `query` (the last as a prefix), best first, with what each shows. */
    async search(query: string, limit = SHOWN): Promise<SearchResult[]> {
      const hits = (await caughtUp()).search(query, limit);
      await hydrate(hits.map((h) => h.id));
      return hits.flatMap((hit) => {
        const { summary, text } = shown.get(hit.id) ?? {};
        if (!summary) return [];
        const { turn, field } = text ? whereFound(text, hit.terms) : { turn: 0, field: 'question' as const };
        return [{ hit, summary, turn, field, text: text?.turns[turn] }];
      });
    },
    /** Stores the index now if it changed (the bench; a panel stores it a moment after a change). */
    async flush(): Promise<boolean> {
      clearTimeout(storeTimer);
      if (!index || index.changes() === 0) return false;
      return history.storeIndex(await index.snapshot());
    },
    close() {
      clearTimeout(storeTimer);
      clearTimeout(followTimer);
      stopListening();
    },
  };
}

export type HistorySearch = ReturnType<typeof createHistorySearch>;
