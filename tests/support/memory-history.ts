import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { HistoryDb } from '../../src/history/history-db';
import { openHistory } from '../../src/history/history-store';

let n = 0;
/** A fresh IndexedDB in memory (fake-indexeddb), one per call, for Dexie as the extension opens it. */
export const memoryIndexedDb = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

/** The real history module over an in-memory IndexedDB. */
export function memoryHistory(deps = memoryIndexedDb()) {
  const db = new HistoryDb(`test-history-${++n}`, deps);
  return { history: openHistory(db), db, deps };
}
