import { useEffect, useState } from 'preact/hooks';
import type { History } from '../../history/history-store';
import { createHistorySearch, type HistorySearch, type SearchResult } from '../../history/history-search';

/** One search a panel: its index is loaded (or built) once, then caught up with each change. */
const searches = new WeakMap<History, HistorySearch>();
const searchOf = (history: History): HistorySearch => {
  let search = searches.get(history);
  if (!search) searches.set(history, (search = createHistorySearch(history)));
  return search;
};

/** Search as you type: the results for `query` (undefined while there is none), newest query wins. */
export function useHistorySearch(history: History, query: string) {
  const [results, setResults] = useState<SearchResult[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  // The index loads while the view opens, so the first keystroke does not wait for it.
  useEffect(() => void searchOf(history).prepare().catch(() => undefined), [history]);
  useEffect(() => {
    if (!query.trim()) {
      setResults(undefined);
      return;
    }
    let current = true;
    searchOf(history)
      .search(query)
      .then((found) => {
        if (!current) return;
        setResults(found);
        setError(undefined);
      })
      .catch((e: unknown) => current && setError(e));
    return () => {
      current = false;
    };
  }, [history, query]);
  return { results, error };
}
