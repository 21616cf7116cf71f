import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ConversationSummary } from '../../history/kept-conversation';
import type { History } from '../../history/history-store';

/** Summaries read at a time: the list renders lazily, a page more as it scrolls to its end. */
export const PAGE_SIZE = 40;

/**
 * The kept conversations, newest first, a page at a time; read again whenever the history changes
 * (a turn saved, a delete or an import here or in another window or the options page).
 */
export function useHistoryList(history: History) {
  const [items, setItems] = useState<ConversationSummary[] | undefined>(undefined);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const wanted = useRef(PAGE_SIZE);

  const load = useCallback(async () => {
    try {
      const page = await history.list(0, wanted.current + 1);
      setDone(page.length <= wanted.current);
      setItems(page.slice(0, wanted.current));
      setError(undefined);
    } catch (e) {
      setError(e);
    }
  }, [history]);

  useEffect(() => {
    void load();
    return history.onChange(() => void load());
  }, [history, load]);

  return {
    items,
    done,
    error,
    more: () => {
      wanted.current += PAGE_SIZE;
      void load();
    },
  };
}
