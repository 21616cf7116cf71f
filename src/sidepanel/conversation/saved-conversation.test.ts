import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ScriptedModel } from '../../../tests/support/scripted-model-double';
import { passage } from '../../../tests/support/test-passages';
import { createAnswerSession } from './answer-session';
import { keepConversation, MAX_SAVED_TURNS, migrateToVersion2, restoreTurns, saveTurns, sessionConversationStore } from './saved-conversation';

const battery = passage('The battery lasted 10 hours in our test.', 1, 'Review');
const weight = passage('The laptop weighs 1.2 kg.', 2, 'Specs');
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => fakeBrowser.reset());

describe('saved conversation', () => {
  it('a finished turn round-trips through storage.session: question, passages, text, status, what the model saw', async () => {
    const model = new ScriptedModel([['The battery lasts ', '10 hours [1].']]);
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery, weight] }), getModel: async () => model });
    const store = sessionConversationStore(Promise.resolve(7));
    const stop = await keepConversation(session, store, { throttleMs: 5, onError: (e) => { throw e; } });
    await session.ask('How long does the battery last?');
    await wait(20);
    stop();
    // The value, and WXT's meta key holding the item's version.
    expect(Object.keys(await fakeBrowser.storage.session.get(null)).sort()).toEqual(['conversation-7', 'conversation-7$']);
    expect((await fakeBrowser.storage.session.get('conversation-7$'))['conversation-7$']).toEqual({ v: 2 });

    const reopened = createAnswerSession({ retrieve: async () => ({ passages: [] }), getModel: async () => null });
    await keepConversation(reopened, store, { throttleMs: 5, onError: () => {} });
    const [turn] = reopened.turns.value;
    expect(turn?.question).toBe('How long does the battery last?');
    expect(turn?.text.value).toBe('The battery lasts 10 hours [1].');
    expect(turn?.status.value).toBe('done');
    expect(turn?.passages.value).toEqual([battery, weight]);
    expect(turn?.model.value?.name).toEqual(model.name);
    // The report keeps ids only and gets its passages back, so citations still resolve.
    expect(turn?.report.value?.sent.map((s) => s.passage)).toEqual([battery, weight]);
    expect(turn?.analysis.value.citedIds).toEqual([1]);
  });

  it('a turn that was streaming when the panel closed comes back interrupted, with its partial text', async () => {
    const model = new ScriptedModel([Array.from({ length: 60 }, (_, i) => `w${i} `)], 5);
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => model });
    const store = sessionConversationStore(Promise.resolve(3));
    const stop = await keepConversation(session, store, { throttleMs: 10, onError: () => {} });
    void session.ask('q');
    await wait(80);
    stop(); // the panel closed: nothing more is saved
    session.stop();
    const restored = restoreTurns(await store.load());
    expect(restored).toHaveLength(1);
    expect(restored[0]!.status).toBe('interrupted');
    expect(restored[0]!.text).toMatch(/^w0 w1 /);
    expect(restored[0]!.text.split(' ').length).toBeLessThan(60);
  });

  it('each window keeps its own conversation; Start over clears it; a bad record restores nothing', async () => {
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => null });
    const store = sessionConversationStore(Promise.resolve(1));
    await keepConversation(session, store, { throttleMs: 1, onError: () => {} });
    await session.ask('q');
    await wait(10);
    expect(await sessionConversationStore(Promise.resolve(2)).load()).toBeNull();
    expect((await store.load())?.turns).toHaveLength(1);
    session.startOver();
    await wait(10);
    expect(await store.load()).toBeNull();
    expect(restoreTurns({} as never)).toEqual([]);
  });

  it('a reopened panel\'s follow-up on the processor engine still keeps the conversation the engine holds (the last prompt is saved)', async () => {
    const model = new ScriptedModel([[' It lasts 10 hours', ' [1].\n'], ['The laptop weighs 1.2 kg [2].']], 0, 'wllama', { of: 'catalogue', family: 'SmolLM2', size: '360M', quantization: 'Q8_0' });
    let asked = 0;
    const retrieve = async () => ({ passages: (asked += 1) === 1 ? [battery] : [weight, battery] });
    const session = createAnswerSession({ retrieve, getModel: async () => model });
    const store = sessionConversationStore(Promise.resolve(5));
    const stop = await keepConversation(session, store, { throttleMs: 5, onError: (e) => { throw e; } });
    await session.ask('battery?');
    await wait(20);
    stop(); // the panel closes; the model stays loaded in the engine host

    const reopened = createAnswerSession({ retrieve, getModel: async () => model });
    await keepConversation(reopened, store, { throttleMs: 5, onError: () => {} });
    const second = await reopened.ask('and the weight?');
    const [first, follow] = [model.requests[0]!.messages, model.requests[1]!.messages];
    expect(follow.slice(0, 3)).toEqual([...first, { role: 'assistant', content: ' It lasts 10 hours [1].\n' }]);
    expect(follow).toHaveLength(4);
    expect(follow[3]!.content).not.toContain('battery lasted');
    expect(second.report.value?.keptTokens).toBeGreaterThan(0);
  });

  it('saves only the newest turn\'s prompt, and only the processor engine\'s', async () => {
    const cpu = new ScriptedModel([['A [1].'], ['B [1].']], 0, 'wllama', { of: 'catalogue', family: 'SmolLM2', size: '360M', quantization: 'Q8_0' });
    const cpuSession = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => cpu });
    await cpuSession.ask('one?');
    await cpuSession.ask('two?');
    const saved = saveTurns(cpuSession.turns.value)!;
    expect(saved.turns[0]!.prompt).toBeUndefined();
    expect(saved.turns[1]!.prompt).toEqual(cpu.requests[1]!.messages);

    const server = new ScriptedModel([['A [1].']]);
    const serverSession = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => server });
    await serverSession.ask('one?');
    expect(saveTurns(serverSession.turns.value)!.turns[0]!.prompt).toBeUndefined();
  });

  it('a version 1 record (the version inside the value) is migrated and restores', async () => {
    const v1 = { version: 1, turns: [{ question: 'q', passages: [battery], text: 'It lasts [1].', status: 'done' }] };
    await fakeBrowser.storage.session.set({ 'conversation-4': v1 });
    const store = sessionConversationStore(Promise.resolve(4));
    expect(await store.load()).toEqual({ turns: v1.turns });
    expect(restoreTurns(await store.load())[0]?.text).toBe('It lasts [1].');
    expect(migrateToVersion2({ version: 3 } as never)).toBeNull();
  });

  it('keeps only the newest turns', async () => {
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => null });
    for (let i = 0; i < MAX_SAVED_TURNS + 3; i++) await session.ask(`q${i}`);
    const saved = saveTurns(session.turns.value)!;
    expect(saved.turns).toHaveLength(MAX_SAVED_TURNS);
    expect(saved.turns.at(-1)!.question).toBe(`q${MAX_SAVED_TURNS + 2}`);
  });

  it('a failed save (storage full) is reported, not swallowed', async () => {
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => null });
    const errors: unknown[] = [];
    const full = { load: async () => null, save: async () => Promise.reject(new Error('Session storage quota bytes exceeded')) };
    await keepConversation(session, full, { throttleMs: 1, onError: (e) => errors.push(e) });
    await session.ask('q');
    await wait(10);
    expect(String(errors[0])).toMatch(/quota/);
  });
});
