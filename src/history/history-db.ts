import Dexie, { type Table } from 'dexie';
import { type ConversationSummary, type KeptConversation, type SearchText, searchTextOf, summarise } from './kept-conversation';
import type { IndexSnapshot } from './search-index';

/** The one row of `searchIndex`: the stored search index. */
export interface StoredIndex extends IndexSnapshot {
  id: 'turns';
}

export const HISTORY_DB_NAME = 'ask-tabs-history';

/**
 * The kept conversations, in the extension origin's IndexedDB (the panel, the options page and the
 * background all open the same database). Each version's stores and upgrade stay here for good: a
 * browser that skipped versions runs every upgrade in between (history-db.test.ts opens each older shape).
 * - 1: `conversations`, by id and last change (the first shape: the panel's storage.session conversation
 *   became its first record, src/sidepanel/session/saved-conversation.ts).
 * - 2: `summaries` (what the list shows) and `searchText` (what search reads) beside each conversation,
 *   derived from it, so opening the list or building the index never reads whole conversations.
 * - 3: `searchIndex`, the search index itself (one row), so a long history is searched at once instead of
 *   indexed again by each panel; empty after the upgrade (the first search builds and stores it).
 */
export class HistoryDb extends Dexie {
  conversations!: Table<KeptConversation, string>;
  summaries!: Table<ConversationSummary, string>;
  searchText!: Table<SearchText, string>;
  searchIndex!: Table<StoredIndex, string>;

  constructor(name = HISTORY_DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({ conversations: 'id, updatedAt' });
    this.version(2)
      .stores({ summaries: 'id, updatedAt', searchText: 'id, updatedAt' })
      .upgrade(async (tx) => {
        await tx
          .table<KeptConversation, string>('conversations')
          .each(async (conversation) => {
            await tx.table('summaries').put(summarise(conversation));
            await tx.table('searchText').put(searchTextOf(conversation));
          });
      });
    this.version(3).stores({ searchIndex: 'id' });
  }
}

/** Why the history could not be read or written, for the panel to say. */
export type HistoryProblem = 'full' | 'unavailable' | 'failed';

export class HistoryError extends Error {
  constructor(
    readonly problem: HistoryProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HistoryError';
  }
}

/** Dexie's and IndexedDB's error names, sorted into what the user can do about them. */
export function historyError(error: unknown): HistoryError {
  if (error instanceof HistoryError) return error;
  const names = [error, (error as { inner?: unknown })?.inner].map((e) => (e as { name?: string } | undefined)?.name ?? '');
  const message = error instanceof Error ? error.message : String(error);
  if (names.includes('QuotaExceededError')) return new HistoryError('full', message, { cause: error });
  const closed = ['OpenFailedError', 'MissingAPIError', 'DatabaseClosedError', 'VersionError', 'InvalidStateError', 'SecurityError', 'UnknownError'];
  if (names.some((n) => closed.includes(n))) return new HistoryError('unavailable', message, { cause: error });
  return new HistoryError('failed', message, { cause: error });
}
