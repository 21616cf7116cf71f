import { useEffect, useState } from 'preact/hooks';
import type { ConversationSummary, SearchText } from '../../history/kept-conversation';
import type { History } from '../../history/history-store';
import { createSearchIndex, type SearchHit, type SearchIndex } from '../../history/search-index';

/** Results shown for one query, with what a result shows: its summary and the best turn's text. */
export interface SearchResult {
  hit: SearchHit;
  summary: ConversationSummary;
  text?: SearchText['turns'][number] | undefined;
}

/** Results shown (with their snippets); the search says more by narrowing. */
const SHOWN = 30;

interface PanelIndex {
  index: SearchIndex;
  /** The history changed since the index last caught up. */
  stale: boolean;
  ready?: Promise<void>;
}

/** One index a panel: built the first time the user searches, then caught up with each change (never rebuilt per keystroke). */
const indexes = new WeakMap<History, PanelIndex>();

function panelIndex(history: History): PanelIndex {
  let entry = indexes.get(history);
  if (!entry) {
    const created: PanelIndex = { index: createSearchIndex(), stale: true };
    history.onChange(() => (created.stale = true));
    indexes.set(history, (entry = created));
  }
  return entry;
}

async function caughtUp(history: History, entry: PanelIndex): Promise<SearchIndex> {
  while (entry.stale || entry.ready) {
    if (!entry.ready) {
      entry.stale = false;
      entry.ready = history
        .searchTextSince(entry.index.since())
        .then(({ changed, ids }) => entry.index.syncInSlices(changed, ids))
        .finally(() => (entry.ready = undefined));
    }
    await entry.ready;
  }
  return entry.index;
}

/** Search as you type: the results for `query` (undefined while there is none), newest query wins. */
export function useHistorySearch(history: History, query: string) {
  const [results, setResults] = useState<SearchResult[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  useEffect(() => {
    if (!query.trim()) {
      setResults(undefined);
      return;
    }
    let current = true;
    void (async () => {
      const entry = panelIndex(history);
      // Catch up before each search too: a save may land between the change event and the keystroke.
      entry.stale = true;
      const index = await caughtUp(history, entry);
      const hits = index.search(query).slice(0, SHOWN);
      const ids = hits.map((h) => h.id);
      const [summaries, texts] = await Promise.all([history.summaries(ids), history.searchTexts(ids)]);
      const byId = new Map(summaries.map((s) => [s.id, s]));
      const textById = new Map(texts.map((t) => [t.id, t]));
      if (!current) return;
      setResults(hits.flatMap((hit) => {
        const summary = byId.get(hit.id);
        return summary ? [{ hit, summary, text: textById.get(hit.id)?.turns[hit.turn] }] : [];
      }));
      setError(undefined);
    })().catch((e: unknown) => current && setError(e));
    return () => {
      current = false;
    };
  }, [history, query]);
  return { results, error };
}
