import { useEffect, useRef, useState } from 'preact/hooks';
import { ui } from '../../i18n/ui-translator';
import { HistoryError } from '../../history/history-db';
import type { KeptConversation } from '../../history/kept-conversation';
import type { PanelConversations } from '../panel-context';
import { usePanel } from '../panel-context';
import { daysBefore, dayGroups, startOfDay } from './day-groups';
import { HistoryItem } from './history-item';
import { useHistoryList } from './use-history-list';
import { useHistorySearch } from './use-history-search';
import './history-view.css';

const dayWords = (day: number, today: number) => {
  const ago = daysBefore(day, today);
  if (ago === 0) return ui.t('historyToday');
  if (ago === 1) return ui.t('historyYesterday');
  return new Intl.DateTimeFormat(ui.locale.replace(/_/gu, '-'), { weekday: 'long', day: 'numeric', month: 'long', ...(ago > 300 ? { year: 'numeric' } : {}) }).format(day);
};
const timeWords = (time: number) => new Intl.DateTimeFormat(ui.locale.replace(/_/gu, '-'), { timeStyle: 'short' }).format(time);
const dateWords = (time: number) => new Intl.DateTimeFormat(ui.locale.replace(/_/gu, '-'), { dateStyle: 'medium' }).format(time);

const problemWords = (error: unknown) =>
  error instanceof HistoryError && error.problem === 'unavailable'
    ? ui.t('historyUnavailable', error.message)
    : ui.t('historyReadFailed', error instanceof Error ? error.message : String(error));

/** How long "Undo" is offered after a delete. */
const UNDO_MS = 8000;

/**
 * The Conversations view: every kept conversation, newest first, grouped by day (a page at a time as it
 * scrolls), and search as you type over questions, answers and cited passages, matches marked.
 */
export function HistoryView({ conversations }: { conversations: PanelConversations }) {
  const { state } = usePanel();
  const { history, kept, viewOpen } = conversations;
  const [query, setQuery] = useState('');
  const list = useHistoryList(history);
  const search = useHistorySearch(history, query);
  const end = useRef<HTMLLIElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  /** The conversation just deleted, kept in memory for a few seconds so "Undo" can bring it back whole. */
  const [deleted, setDeleted] = useState<{ conversation: KeptConversation; wasShown: boolean } | undefined>(undefined);
  useEffect(() => searchBox.current?.focus(), []);
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => setDeleted(undefined), UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted]);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || list.done || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && list.more());
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [list.items, list.done]);

  const open = (id: string) =>
    void kept
      .then((k) => k.open(id))
      .then((found) => {
        if (found) viewOpen.value = false;
        else state.error.value = ui.t('historyGone');
      })
      .catch((error: unknown) => (state.error.value = problemWords(error)));
  const remove = (id: string) =>
    void (async () => {
      const [conversation, session] = await Promise.all([history.get(id), kept]);
      const wasShown = session.currentId() === id;
      await history.remove(id);
      session.forget(id);
      if (conversation) setDeleted({ conversation, wasShown });
    })().catch((error: unknown) => (state.error.value = problemWords(error)));
  // The same record comes back (its id, times and turns); the one the panel showed is shown again.
  const undo = () => {
    if (!deleted) return;
    setDeleted(undefined);
    void history
      .merge([deleted.conversation])
      .then(() => (deleted.wasShown ? kept.then((k) => k.open(deleted.conversation.id)) : undefined))
      .catch((error: unknown) => (state.error.value = problemWords(error)));
  };

  const today = startOfDay(Date.now());
  const error = list.error ?? search.error;
  const searching = query.trim() !== '';
  return (
    <main class="conversation history-view" aria-label={ui.t('historyTitle')} data-testid="history-view">
      <input
        ref={searchBox}
        type="search"
        class="history-search"
        data-testid="history-search"
        placeholder={ui.t('historySearch')}
        aria-label={ui.t('historySearch')}
        value={query}
        onInput={(e) => setQuery(e.currentTarget.value)}
      />
      {deleted && (
        <p class="history-deleted" role="status" data-testid="history-deleted">
          {ui.t('historyDeleted')}{' '}
          <button type="button" class="link-button" data-testid="history-undo" onClick={undo}>
            {ui.t('historyUndo')}
          </button>
        </p>
      )}
      {error !== undefined && (
        <p class="history-problem" role="alert" data-testid="history-problem">
          {problemWords(error)}
        </p>
      )}
      {searching ? (
        search.results === undefined ? null : search.results.length === 0 ? (
          <p class="muted" data-testid="history-empty">
            {ui.t('historyNoMatch')}
          </p>
        ) : (
          <ul class="history-list" aria-label={ui.t('historyResults')} aria-live="polite">
            {search.results.map((found) => (
              <HistoryItem key={found.hit.id} summary={found.summary} when={dateWords(found.summary.updatedAt)} found={found} onOpen={open} onDelete={remove} />
            ))}
          </ul>
        )
      ) : list.items?.length === 0 ? (
        <p class="muted" data-testid="history-empty">
          {ui.t('historyEmpty')}
        </p>
      ) : (
        <>
          {dayGroups(list.items ?? [], (s) => s.updatedAt).map((group) => (
            <section key={group.day} class="history-day">
              <h2 class="history-day-title">{dayWords(group.day, today)}</h2>
              <ul class="history-list">
                {group.items.map((summary) => (
                  <HistoryItem key={summary.id} summary={summary} when={daysBefore(group.day, today) === 0 ? timeWords(summary.updatedAt) : dateWords(summary.updatedAt)} onOpen={open} onDelete={remove} />
                ))}
              </ul>
            </section>
          ))}
          {!list.done && list.items && (
            <ul class="history-list">
              <li ref={end}>
                <button type="button" class="link-button" data-testid="history-more" onClick={list.more}>
                  {ui.t('historyMore')}
                </button>
              </li>
            </ul>
          )}
        </>
      )}
    </main>
  );
}
