import Dexie from 'dexie';
import { HistoryDb, historyError } from './history-db';
import type { IndexSnapshot } from './search-index';
import { type ConversationSummary, type KeptConversation, type SearchText, searchTextOf, summarise } from './kept-conversation';

/** What an import did: conversations new to this computer, newer copies of kept ones, and ones already here. */
export interface MergeResult {
  added: number;
  updated: number;
  unchanged: number;
}

/**
 * The one owner of the kept conversations: every context (the panel, the options page) reads and
 * writes them through this, never through Dexie. IndexedDB is the extension origin's, so each context
 * opens the same database directly; Dexie tells the others of each change (`onChange`).
 * Every failure is a `HistoryError` the caller words.
 */
export function openHistory(db: HistoryDb = new HistoryDb()) {
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw historyError(error);
    }
  };
  const tables = [db.conversations, db.summaries, db.searchText];
  // A deletion drops the stored search index in the same transaction, so deleted words leave the disk at
  // once; a panel whose index is loaded stores it again without them (history-search.ts).
  const deleting = [...tables, db.searchIndex];
  const put = (conversation: KeptConversation) =>
    Promise.all([db.conversations.put(conversation), db.summaries.put(summarise(conversation)), db.searchText.put(searchTextOf(conversation))]);
  const remove = (ids: string[]) =>
    Promise.all([db.conversations.bulkDelete(ids), db.summaries.bulkDelete(ids), db.searchText.bulkDelete(ids), ...(ids.length > 0 ? [db.searchIndex.clear()] : [])]);

  return {
    /** Saves a conversation whole (a turn added, or changed while it streams), with its summary and search text. */
    save: (conversation: KeptConversation) => guard(() => db.transaction('rw', tables, () => put(conversation)).then(() => undefined)),
    get: (id: string) => guard(() => db.conversations.get(id)),
    /** Summaries, newest first, `limit` from `offset` (the list loads them a page at a time). */
    list: (offset: number, limit: number): Promise<ConversationSummary[]> =>
      guard(() => db.summaries.orderBy('updatedAt').reverse().offset(offset).limit(limit).toArray()),
    count: () => guard(() => db.summaries.count()),
    summaries: (ids: string[]) => guard(async () => (await db.summaries.bulkGet(ids)).filter((s): s is ConversationSummary => s !== undefined)),
    /** The search text of these conversations (a result's snippet). */
    searchTexts: (ids: string[]) => guard(async () => (await db.searchText.bulkGet(ids)).filter((s): s is SearchText => s !== undefined)),
    remove: (id: string) => guard(() => db.transaction('rw', deleting, () => remove([id])).then(() => undefined)),
    removeAll: () => guard(() => db.transaction('rw', deleting, () => Promise.all(deleting.map((t) => t.clear()))).then(() => undefined)),
    /** Deletes conversations last changed before `time` (the retention setting); returns how many. */
    removeOlderThan: (time: number) =>
      guard(() =>
        db.transaction('rw', deleting, async () => {
          const ids = await db.summaries.where('updatedAt').below(time).primaryKeys();
          await remove(ids);
          return ids.length;
        }),
      ),
    /** Every conversation, newest first (export). */
    all: () => guard(() => db.conversations.orderBy('updatedAt').reverse().toArray()),
    /**
     * Imported conversations, in one transaction (all or nothing): one already here is replaced only by a
     * newer copy of itself, so importing the same file twice adds nothing.
     */
    merge: (conversations: KeptConversation[]): Promise<MergeResult> =>
      guard(() =>
        db.transaction('rw', tables, async () => {
          const result: MergeResult = { added: 0, updated: 0, unchanged: 0 };
          const existing = await db.conversations.bulkGet(conversations.map((c) => c.id));
          for (const [i, conversation] of conversations.entries()) {
            const kept = existing[i];
            if (kept && kept.updatedAt >= conversation.updatedAt) {
              result.unchanged += 1;
              continue;
            }
            await put(conversation);
            result[kept ? 'updated' : 'added'] += 1;
          }
          return result;
        }),
      ),
    /**
     * Search text changed at or after `since`, and how many conversations are kept: what a live index
     * catches up on after a save (a count that does not add up sends it to `versions`).
     */
    changedSince: (since: number): Promise<{ changed: SearchText[]; count: number }> =>
      guard(() =>
        db.transaction('r', db.searchText, async () => ({
          changed: await db.searchText.where('updatedAt').aboveOrEqual(since).toArray(),
          count: await db.searchText.count(),
        })),
      ),
    /** Every kept conversation's id and last change (what the search index compares itself with). */
    versions: (): Promise<Map<string, number>> =>
      guard(() =>
        db.transaction('r', db.searchText, async () => {
          const byTime = db.searchText.orderBy('updatedAt');
          const [times, ids] = await Promise.all([byTime.keys(), byTime.primaryKeys()]);
          return new Map(ids.map((id, i) => [id, times[i] as number]));
        }),
      ),
    /** The stored search index, if any. */
    storedIndex: (): Promise<IndexSnapshot | undefined> => guard(() => db.searchIndex.get('turns')),
    /**
     * Stores the search index, unless it holds a conversation deleted meanwhile (its words must not go
     * back to disk; the next catch-up drops it and stores again). Says whether it stored it.
     */
    storeIndex: (snapshot: IndexSnapshot): Promise<boolean> =>
      guard(() =>
        db.transaction('rw', [db.searchText, db.searchIndex], async () => {
          const kept = new Set(await db.searchText.toCollection().primaryKeys());
          if (snapshot.indexed.some(([id]) => !kept.has(id))) return false;
          await db.searchIndex.put({ id: 'turns', ...snapshot });
          return true;
        }),
      ),
    /** Calls `listener` after any change to the history, made here or in another context of the extension. */
    onChange(listener: () => void): () => void {
      // Dexie's global event: this page's writes, and (through BroadcastChannel) other contexts' ones.
      // The stored search index is not the history: storing it changes nothing a listener shows.
      const handler = (parts: object) => {
        if (Object.keys(parts).some((key) => key.startsWith(`idb://${db.name}/`) && !key.startsWith(`idb://${db.name}/searchIndex/`))) listener();
      };
      Dexie.on('storagemutated', handler);
      return () => Dexie.on('storagemutated').unsubscribe(handler);
    },
    close: () => db.close(),
  };
}

export type History = ReturnType<typeof openHistory>;

let shared: History | undefined;
/** This context's history (one database connection for the page). */
export const history = (): History => (shared ??= openHistory());
