import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { memoryHistory } from '../../../tests/support/memory-history';
import { ScriptedModel } from '../../../tests/support/scripted-model-double';
import { passage } from '../../../tests/support/test-passages';
import { HistoryError } from '../../history/history-db';
import type { Retention } from '../../history/retention';
import { createAnswerSession } from './answer-session';
import { type ConversationStore, keepConversation, keptConversationStore, migrateToVersion2, migrateToVersion3, restoreTurns, saveTurns } from './saved-conversation';

const battery = passage('The battery lasted 10 hours in our test.', 1, 'Review');
const weight = passage('The laptop weighs 1.2 kg.', 2, 'Specs');
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const keepAll = { getValue: async (): Promise<Retention> => 'forever' };
const never = (e: unknown) => {
  throw e;
};

beforeEach(() => fakeBrowser.reset());

function setup(windowId = 7, retention = keepAll) {
  const { history } = memoryHistory();
  return { history, store: keptConversationStore(Promise.resolve(windowId), history, retention) };
}

describe('kept conversation', () => {
  it('a finished turn is kept in the history and comes back in a reopened panel: question, passages, text, status, what the model saw', async () => {
    const { history, store } = setup();
    const model = new ScriptedModel([['The battery lasts ', '10 hours [1].']]);
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery, weight] }), getModel: async () => model });
    const kept = await keepConversation(session, store, { throttleMs: 5, onError: never });
    await session.ask('How long does the battery last?');
    await kept.settled();
    kept.stop();
    // storage.session holds only which conversation the window shows; the turns are in the history.
    const item = (await fakeBrowser.storage.session.get('conversation-7'))['conversation-7'] as { id: string };
    expect(Object.keys(item)).toEqual(['id']);
    expect((await history.get(item.id))?.turns[0]?.question).toBe('How long does the battery last?');
    expect(await history.list(0, 10)).toMatchObject([{ id: item.id, title: 'How long does the battery last?', tabs: [{ title: 'Review' }, { title: 'Specs' }], turnCount: 1 }]);

    const reopened = createAnswerSession({ retrieve: async () => ({ passages: [] }), getModel: async () => null });
    await keepConversation(reopened, store, { throttleMs: 5, onError: () => {} });
    const [turn] = reopened.turns.value;
    expect(turn?.question).toBe('How long does the battery last?');
    expect(turn?.text.value).toBe('The battery lasts 10 hours [1].');
    expect(turn?.status.value).toBe('done');
    expect(turn?.passages.value).toEqual([battery, weight]);
    expect(turn?.model.value?.name).toEqual(model.name);
    expect(turn?.report.value?.sent.map((s) => s.passage)).toEqual([battery, weight]);
    expect(turn?.analysis.value.citedIds).toEqual([1]);
  });

  it('a turn that was streaming when the panel closed comes back interrupted, with its partial text', async () => {
    const { store } = setup(3);
    const model = new ScriptedModel([Array.from({ length: 60 }, (_, i) => `w${i} `)], 5);
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => model });
    const kept = await keepConversation(session, store, { throttleMs: 10, onError: () => {} });
    void session.ask('q');
    // Until two words are saved, not a fixed time: under load the timers run late (a fixed 120 ms saved only "w0 ").
    for (let i = 0; i < 300 && !/^w0 w1 /.test(restoreTurns(await store.load())[0]?.text ?? ''); i += 1) await wait(10);
    kept.stop(); // the panel closed: nothing more is saved
    session.stop();
    const restored = restoreTurns(await store.load());
    expect(restored).toHaveLength(1);
    expect(restored[0]!.status).toBe('interrupted');
    expect(restored[0]!.text).toMatch(/^w0 w1 /);
    expect(restored[0]!.text.split(' ').length).toBeLessThan(60);
  });

  it('Start over begins a new conversation and keeps the old one; opening the old one shows it and a follow-up continues it', async () => {
    const { history, store } = setup(1);
    let t = 1_000;
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => null });
    const kept = await keepConversation(session, store, { throttleMs: 1, onError: never, now: () => (t += 10) });
    await session.ask('first?');
    await kept.settled();
    const first = kept.currentId()!;
    await kept.startOver();
    expect(session.turns.value).toEqual([]);
    expect(await store.load()).toBeNull();
    await session.ask('second?');
    await kept.settled();
    expect(kept.currentId()).not.toBe(first);
    expect((await history.list(0, 10)).map((s) => s.title)).toEqual(['second?', 'first?']);

    expect(await kept.open(first)).toBe(true);
    expect(session.turns.value.map((turn) => turn.question)).toEqual(['first?']);
    await kept.settled();
    // Opening saves nothing (the list's order stays); a follow-up continues the conversation.
    expect((await history.list(0, 10)).map((s) => s.title)).toEqual(['second?', 'first?']);
    await session.ask('follow-up?');
    await kept.settled();
    expect((await history.get(first))?.turns.map((turn) => turn.question)).toEqual(['first?', 'follow-up?']);
    expect((await history.list(0, 10)).map((s) => s.title)).toEqual(['first?', 'second?']);
    expect((await store.load())?.id).toBe(first);
    // Deleting the conversation shown starts over.
    kept.forget(first);
    await wait(5);
    await kept.settled();
    expect(session.turns.value).toEqual([]);
    expect(await kept.open('no-such-id')).toBe(false);
  });

  it("each window shows its own conversation; a private window's panel has no store at all (main.tsx), and \"don't keep\" writes nothing", async () => {
    const { history } = memoryHistory();
    const one = keptConversationStore(Promise.resolve(1), history, keepAll);
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => null });
    const kept = await keepConversation(session, one, { throttleMs: 1, onError: never });
    await session.ask('q');
    await kept.settled();
    expect(await keptConversationStore(Promise.resolve(2), history, keepAll).load()).toBeNull();
    expect((await one.load())?.turns).toHaveLength(1);

    const off = keptConversationStore(Promise.resolve(3), history, { getValue: async () => 'off' });
    const quiet = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => null });
    const quietKept = await keepConversation(quiet, off, { throttleMs: 1, onError: never });
    await quiet.ask('not kept');
    await quietKept.settled();
    expect(await history.count()).toBe(1);
    expect(restoreTurns({} as never)).toEqual([]);
  });

  it("a reopened panel's follow-up on the processor engine still keeps the conversation the engine holds (the last prompt is saved)", async () => {
    const { store } = setup(5);
    const model = new ScriptedModel([[' It lasts 10 hours', ' [1].\n'], ['The laptop weighs 1.2 kg [2].']], 0, 'wllama', { of: 'catalogue', family: 'SmolLM2', size: '360M', quantization: 'Q8_0' });
    let asked = 0;
    const retrieve = async () => ({ passages: (asked += 1) === 1 ? [battery] : [weight, battery] });
    const session = createAnswerSession({ retrieve, getModel: async () => model });
    const kept = await keepConversation(session, store, { throttleMs: 5, onError: never });
    await session.ask('battery?');
    await kept.settled();
    kept.stop();

    const reopened = createAnswerSession({ retrieve, getModel: async () => model });
    await keepConversation(reopened, store, { throttleMs: 5, onError: () => {} });
    const second = await reopened.ask('and the weight?');
    const [first, follow] = [model.requests[0]!.messages, model.requests[1]!.messages];
    expect(follow.slice(0, 3)).toEqual([...first, { role: 'assistant', content: ' It lasts 10 hours [1].\n' }]);
    expect(follow).toHaveLength(4);
    expect(second.report.value?.keptTokens).toBeGreaterThan(0);
  });

  it("saves only the newest turn's prompt, and only the processor engine's; each turn says when it was asked", async () => {
    const cpu = new ScriptedModel([['A [1].'], ['B [1].']], 0, 'wllama', { of: 'catalogue', family: 'SmolLM2', size: '360M', quantization: 'Q8_0' });
    const cpuSession = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => cpu });
    await cpuSession.ask('one?');
    await cpuSession.ask('two?');
    const saved = saveTurns(cpuSession.turns.value, () => 42);
    expect(saved[0]!.prompt).toBeUndefined();
    expect(saved[1]!.prompt).toEqual(cpu.requests[1]!.messages);
    expect(saved.map((turn) => turn.at)).toEqual([42, 42]);
  });

  it('migrates from the first shape: storage.session version 1 (version inside the value) and 2 (the turns) become the first record of the history', async () => {
    const turns = [{ question: 'q', passages: [battery], text: 'It lasts [1].', status: 'done' }];
    await fakeBrowser.storage.session.set({ 'conversation-4': { version: 1, turns } });
    const { history, store } = setup(4);
    const loaded = await store.load();
    expect(loaded?.turns).toEqual([{ ...turns[0], at: loaded!.createdAt }]);
    expect(restoreTurns(loaded)[0]?.text).toBe('It lasts [1].');
    expect(await history.count()).toBe(1);
    expect((await fakeBrowser.storage.session.get('conversation-4$'))['conversation-4$']).toEqual({ v: 3 });
    expect(Object.keys((await fakeBrowser.storage.session.get('conversation-4'))['conversation-4'] as object)).toEqual(['id']);

    await fakeBrowser.storage.session.set({ 'conversation-6': { turns }, 'conversation-6$': { v: 2 } });
    const six = setup(6);
    expect((await six.store.load())?.turns[0]?.question).toBe('q');
    expect(migrateToVersion2({ version: 3 } as never)).toBeNull();
    expect(await migrateToVersion3(null, history)).toBeNull();
    expect(await migrateToVersion3({ turns: [] }, history)).toBeNull();
  });

  it('a failed save (storage full) is reported, keeps what was kept, and the next change saves it all', async () => {
    const { history } = memoryHistory();
    const base = keptConversationStore(Promise.resolve(9), history, keepAll);
    let full = false;
    const store: ConversationStore = { ...base, save: (c) => (full ? Promise.reject(new HistoryError('full', 'QuotaExceededError')) : base.save(c)) };
    const errors: unknown[] = [];
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => null });
    const kept = await keepConversation(session, store, { throttleMs: 1, onError: (e) => errors.push(e) });
    await session.ask('kept');
    await kept.settled();
    full = true;
    await session.ask('not yet');
    await kept.settled();
    expect((errors[0] as HistoryError).problem).toBe('full');
    expect((await base.load())?.turns.map((t) => t.question)).toEqual(['kept']);
    full = false;
    await session.ask('now');
    await kept.settled();
    expect((await base.load())?.turns.map((t) => t.question)).toEqual(['kept', 'not yet', 'now']);
  });
});
