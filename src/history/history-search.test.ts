import { describe, expect, it, vi } from 'vitest';
import { memoryHistory } from '../../tests/support/memory-history';
import { passage } from '../../tests/support/test-passages';
import { createHistorySearch } from './history-search';
import type { KeptConversation } from './kept-conversation';

const conversation = (id: string, updatedAt: number, question: string, answer: string): KeptConversation => ({
  id,
  createdAt: updatedAt - 5,
  updatedAt,
  turns: [{ question, passages: [passage('The battery lasted 10 hours.', 1, 'Review')], text: answer, status: 'done', model: { name: { of: 'server', model: 'm', host: 'h' }, kind: 'openai', sendsTextOffDevice: true }, at: updatedAt - 5 }],
});
const ids = (results: Array<{ hit: { id: string } }>) => results.map((r) => r.hit.id);

describe('history search', () => {
  it('is built once and stored; the next panel loads it and reads only what changed since', async () => {
    const { history } = memoryHistory();
    await history.save(conversation('a', 100, 'How long does the battery last?', 'About 11 hours [1].'));
    await history.save(conversation('b', 200, 'What do bees eat?', 'Nectar and pollen [1].'));
    const first = createHistorySearch(history);
    expect(ids(await first.search('pollen'))).toEqual(['b']);
    expect((await first.search('batt'))[0]).toMatchObject({ summary: { id: 'a', title: 'How long does the battery last?' }, text: { answer: 'About 11 hours [1].' } });
    expect(await first.flush()).toBe(true);
    expect((await history.storedIndex())?.indexed.map(([id]) => id).sort()).toEqual(['a', 'b']);
    first.close();

    await history.save(conversation('c', 300, 'Is Etna erupting?', 'Yes, since May [1].'));
    const read = vi.spyOn(history, 'searchTexts');
    const next = createHistorySearch(history);
    await next.prepare();
    expect(read.mock.calls).toEqual([[['c']]]);
    expect(ids(await next.search('pollen'))).toEqual(['b']);
    expect(ids(await next.search('etna'))).toEqual(['c']);
    next.close();
  });

  it('is not stored again for a few saves (it writes the whole index), but is once they pile up', async () => {
    const { history } = memoryHistory();
    await history.save(conversation('a', 100, 'How long does the battery last?', 'About 11 hours [1].'));
    const first = createHistorySearch(history);
    await first.prepare();
    await first.flush();
    first.close();
    const search = createHistorySearch(history, { storeAfterMs: 0 });
    await search.prepare();
    for (let i = 1; i <= 3; i++) {
      await history.save(conversation(`s${i}`, 100 + i, `Question ${i}?`, 'Answer [1].'));
      expect(ids(await search.search(`question ${i}`))).toEqual([`s${i}`]);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await history.storedIndex())?.indexed).toEqual([['a', 100]]);
    for (let i = 4; i <= 30; i++) await history.save(conversation(`s${i}`, 100 + i, `Question ${i}?`, 'Answer [1].'));
    await search.prepare();
    await vi.waitFor(async () => expect((await history.storedIndex())?.indexed.length).toBeGreaterThanOrEqual(26));
    search.close();
  });

  it('a delete takes the stored index with it; the live one forgets the words and stores itself again without them', async () => {
    const { history } = memoryHistory();
    await history.save(conversation('a', 100, 'How long does the battery last?', 'About 11 hours [1].'));
    await history.save(conversation('b', 200, 'What do bees eat?', 'Nectar and xylophones [1].'));
    const search = createHistorySearch(history, { storeAfterMs: 0 });
    expect(ids(await search.search('xylophones'))).toEqual(['b']);
    await search.flush();
    await history.remove('b');
    expect(await history.storedIndex()).toBeUndefined();
    // No keystroke needed: the loaded index follows the delete and stores itself again.
    await vi.waitFor(async () => expect((await history.storedIndex())?.indexed).toEqual([['a', 100]]));
    expect(ids(await search.search('xylophones'))).toEqual([]);
    expect((await history.storedIndex())?.json).not.toContain('xylophone');
    search.close();
  });

  it('finds imported conversations older than everything indexed, and never stores an index holding a deleted one', async () => {
    const { history } = memoryHistory();
    await history.save(conversation('new', 1000, 'What do bees eat?', 'Nectar [1].'));
    const search = createHistorySearch(history, { storeAfterMs: 60_000 });
    expect(ids(await search.search('nectar'))).toEqual(['new']);
    await history.merge([conversation('old', 10, 'How far is the volcano?', 'Ten kilometres [1].')]);
    expect(ids(await search.search('volcano'))).toEqual(['old']);
    // Deleted in another context before this one heard of it: its snapshot must not go back to disk.
    const stale = await history.storedIndex();
    expect(stale).toBeUndefined();
    await history.remove('old');
    await expect(history.storeIndex({ format: 1, json: '{}', indexed: [['old', 10]] })).resolves.toBe(false);
    expect(await history.storedIndex()).toBeUndefined();
    search.close();
  });
});
