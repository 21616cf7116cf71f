import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { memoryHistory, memoryIndexedDb } from '../../tests/support/memory-history';
import { passage } from '../../tests/support/test-passages';
import { HistoryDb, historyError } from './history-db';
import type { KeptConversation } from './kept-conversation';

const conversation = (id: string, updatedAt: number, question = `question ${id}`): KeptConversation => ({
  id,
  createdAt: updatedAt - 5,
  updatedAt,
  turns: [{ question, passages: [passage('The battery lasted 10 hours.', 1, 'Review')], text: 'It lasts 10 hours [1].', status: 'done', model: { name: { of: 'server', model: 'm', host: 'h' }, kind: 'openai', sendsTextOffDevice: true }, at: updatedAt - 5 }],
});

describe('history database', () => {
  it('migrates from the first shape: a version 1 database (conversations only) gains the summaries and search text, derived by the upgrade', async () => {
    const deps = memoryIndexedDb();
    const v1 = new Dexie('ask-tabs-history', deps);
    v1.version(1).stores({ conversations: 'id, updatedAt' });
    await v1.table('conversations').bulkPut([conversation('a', 100), conversation('b', 200)]);
    v1.close();

    const db = new HistoryDb('ask-tabs-history', deps);
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.searchIndex.count()).toBe(0);
    expect(await db.conversations.count()).toBe(2);
    expect((await db.summaries.orderBy('updatedAt').reverse().toArray()).map((s) => [s.id, s.title, s.turnCount])).toEqual([
      ['b', 'question b', 1],
      ['a', 'question a', 1],
    ]);
    expect(await db.searchText.get('a')).toEqual({ id: 'a', updatedAt: 100, turns: [{ question: 'question a', answer: 'It lasts 10 hours [1].', passages: 'The battery lasted 10 hours.' }] });
    db.close();
  });

  it('saves, lists newest first a page at a time, deletes one, older than a date, or all; merge adds nothing twice', async () => {
    const { history } = memoryHistory();
    for (let i = 1; i <= 5; i++) await history.save(conversation(`c${i}`, i * 100));
    expect((await history.list(0, 2)).map((s) => s.id)).toEqual(['c5', 'c4']);
    expect((await history.list(2, 2)).map((s) => s.id)).toEqual(['c3', 'c2']);
    await history.remove('c3');
    expect(await history.count()).toBe(4);
    expect(await history.get('c3')).toBeUndefined();
    expect(await history.removeOlderThan(250)).toBe(2);
    expect((await history.all()).map((c) => c.id)).toEqual(['c5', 'c4']);

    const again = await history.merge([conversation('c5', 500), conversation('c4', 450, 'newer'), conversation('c9', 900)]);
    expect(again).toEqual({ added: 1, updated: 1, unchanged: 1 });
    expect((await history.get('c4'))?.turns[0]?.question).toBe('newer');
    expect(await history.count()).toBe(3);
    expect([...(await history.versions())].sort()).toEqual([
      ['c4', 450],
      ['c5', 500],
      ['c9', 900],
    ]);
    await history.removeAll();
    expect(await history.count()).toBe(0);
  });

  it('tells storage full from storage refused', () => {
    expect(historyError(Object.assign(new Error('quota'), { name: 'QuotaExceededError' })).problem).toBe('full');
    expect(historyError(new Dexie.AbortError('aborted', Object.assign(new Error('q'), { name: 'QuotaExceededError' }))).problem).toBe('full');
    expect(historyError(new Dexie.OpenFailedError('blocked')).problem).toBe('unavailable');
    expect(historyError(new Error('other')).problem).toBe('failed');
  });
});
