import { describe, expect, it } from 'vitest';
import { OpenAiModel } from '../../backends/openai/openai-model';
import { ModelError } from '../../models/model-error';
import { startOpenAiSseServer } from '../../../tests/support/openai-sse-server';
import { memoryClient, serverHost } from '../../../tests/support/in-memory-engine-host';
import { testControllerDeps } from '../../../tests/support/test-controller-deps';
import { HostedModel } from '../../backends/hosted/hosted-model';
import { ScriptedModel } from '../../../tests/support/scripted-model-double';
import { passage } from '../../../tests/support/test-passages';
import type { RetrieveRequest } from './answer-turn';
import { createAnswerSession } from './answer-session';

const battery = passage('The battery lasted 10 hours in our test.', 1, 'Review');
const weight = passage('The laptop weighs 1.2 kg.', 2, 'Specs');
const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
};

describe('answer session', () => {
  it('retrieves, streams, and analyses citations against what the model saw', async () => {
    const model = new ScriptedModel([['The battery lasts ', '10 hours [1].']]);
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery, weight] }), getModel: async () => model });
    const turn = await session.ask('How long does the battery last?');
    expect(turn.status.value).toBe('done');
    expect(turn.text.value).toBe('The battery lasts 10 hours [1].');
    expect(turn.report.value?.sent.map((s) => s.id)).toEqual([1, 2]);
    expect(turn.analysis.value.citedIds).toEqual([1]);
    expect(turn.analysis.value.assessment.verdict).toBe('supported');
    expect(turn.model.value?.sendsTextOffDevice).toBe(true);
  });

  it('follow-ups send history and retrieve again with the earlier turn: its question, its cited tabs and passages', async () => {
    const model = new ScriptedModel([['It lasts 10 hours [1].'], ['It weighs 1.2 kg [1].']]);
    const questions: string[] = [];
    const requests: RetrieveRequest[] = [];
    const session = createAnswerSession({
      retrieve: async (q, _s, _t, request) => {
        questions.push(q);
        requests.push(request);
        return { passages: questions.length === 1 ? [battery] : [weight] };
      },
      getModel: async () => model,
    });
    await session.ask('battery?');
    const second = await session.ask('and the weight?');
    expect(questions).toEqual(['battery?', 'and the weight?']);
    expect(requests[0]!.earlier).toBeUndefined();
    expect(requests[1]!.earlier).toEqual({
      question: 'battery?',
      tabIds: [1],
      carried: [{ tabId: 1, url: battery.source.url, index: battery.chunk.index, text: battery.chunk.text }],
    });
    // What retrieval found, nothing appended (it ranks the carried passages itself, in scope only).
    expect(second.passages.value.map((p) => p.source.title)).toEqual(['Specs']);
    const roles = model.requests[1]!.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(model.requests[1]!.messages[2]!.content).toBe('It lasts 10 hours.');
    session.startOver();
    expect(session.turns.value).toEqual([]);
  });

  it('on the processor engine a follow-up keeps the conversation verbatim, sends only new passages numbered after the earlier ones, and checks citations of both', async () => {
    const model = new ScriptedModel([[' It lasts 10 hours', ' [1].\n'], ['The laptop weighs 1.2 kg [2]. The battery lasted 10 hours [1].']], 0, 'wllama', { of: 'catalogue', family: 'SmolLM2', size: '360M', quantization: 'Q8_0' });
    let asked = 0;
    const session = createAnswerSession({ retrieve: async () => ({ passages: (asked += 1) === 1 ? [battery] : [weight, battery] }), getModel: async () => model });
    await session.ask('battery?');
    const second = await session.ask('and the weight?');
    const [first, follow] = [model.requests[0]!.messages, model.requests[1]!.messages];
    // What llama.cpp holds in its cache: the first prompt, then the answer exactly as written.
    expect(follow.slice(0, 3)).toEqual([...first, { role: 'assistant', content: ' It lasts 10 hours [1].\n' }]);
    expect(follow).toHaveLength(4);
    expect(follow[3]!.content).toContain('<source title="Specs" site="example.test">\n[2]\n');
    expect(follow[3]!.content).not.toContain('battery lasted');
    expect(second.passages.value.map((p) => p.source.title)).toEqual(['Review', 'Specs']);
    expect(second.report.value?.sent.map((s) => s.id)).toEqual([1, 2]);
    expect(second.report.value?.keptTokens).toBeGreaterThan(0);
    expect(second.analysis.value.citedIds).toEqual([1, 2]);
    expect(second.analysis.value.assessment.verdict).toBe('supported');
  });

  it('stop aborts the stream and keeps what arrived', async () => {
    const model = new ScriptedModel([Array.from({ length: 40 }, (_, i) => `w${i} `)], 5);
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => model });
    const pending = session.ask('q');
    await new Promise((r) => setTimeout(r, 30));
    expect(session.busy.value).toBe(true);
    session.stop();
    const turn = await pending;
    expect(turn.status.value).toBe('stopped');
    expect(turn.text.value.length).toBeGreaterThan(0);
    expect(turn.text.value.split(' ').length).toBeLessThan(40);
    expect(session.busy.value).toBe(false);
  });

  it('does not ask the model when no passage matches', async () => {
    const model = new ScriptedModel([['From memory.']]);
    const session = createAnswerSession({ retrieve: async () => ({ passages: [] }), getModel: async () => model });
    const turn = await session.ask('q');
    expect(turn.status.value).toBe('done');
    expect(model.requests).toEqual([]);
    expect(turn.model.value).toBeUndefined();
  });

  it('passages only when there is no model', async () => {
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => null });
    const turn = await session.ask('q');
    expect(turn.status.value).toBe('done');
    expect(turn.model.value).toBeUndefined();
    expect(turn.passages.value).toHaveLength(1);
  });

  it('shows a backend error with its fix, and reports it to the controller', async () => {
    const reported: unknown[] = [];
    const model = new ScriptedModel([new ModelError('forbidden-origin', 'refused', 'Set OLLAMA_ORIGINS=…')]);
    const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => model, onModelError: (e) => reported.push(e) });
    const turn = await session.ask('q');
    expect(turn.status.value).toBe('error');
    expect(turn.error.value).toEqual({ message: 'refused', kind: 'forbidden-origin', fix: 'Set OLLAMA_ORIGINS=…' });
    expect(reported).toHaveLength(1);
  });

  it('a server answer cut short or gone quiet ends the turn with the words that arrived, a message and no claim it is whole', async () => {
    const server = await startOpenAiSseServer({ chunks: ['The battery ', 'lasts 10 hours [1]', ' in the review.'] });
    try {
      const { client } = serverHost({ firstWordMs: 2_000, betweenWordsMs: 300 }).panel();
      const model = new OpenAiModel(client, { baseUrl: server.baseUrl, model: 'm', contextWindow: 4096, extensionOrigin: 'chrome-extension://x' });
      const session = createAnswerSession({ retrieve: async () => ({ passages: [battery] }), getModel: async () => model });
      for (const cut of [{ endAfter: 2 }, { stallAfter: 2 }, { garbageAfter: 2 }]) {
        server.set({ endAfter: undefined, stallAfter: undefined, garbageAfter: undefined, ...cut });
        const turn = await session.ask('How long does the battery last?');
        expect(turn.status.value, JSON.stringify(cut)).toBe('error');
        expect(turn.text.value).toBe('The battery lasts 10 hours [1]');
        expect(turn.error.value?.message).toMatch(/above/u);
        expect(session.busy.value).toBe(false);
      }
    } finally {
      await server.close();
    }
  });

  it('two windows asking the engine host at once: the second turn shows it waits for the other window, then gets its answer', async () => {
    const { host, engine } = testControllerDeps();
    engine.script = [['The battery ', 'lasts ', '10 hours ', '[1].'], ['It weighs 1.2 kg [1].']];
    engine.delayMs = 15;
    const spec = { engine: 'webllm' as const, modelId: 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC', contextWindow: 4096 };
    const windows = await Promise.all(
      [0, 1].map(async () => {
        const { client } = memoryClient(host);
        const model = new HostedModel(client, await client.load(spec));
        return createAnswerSession({ retrieve: async () => ({ passages: [battery, weight] }), getModel: async () => model });
      }),
    );
    const first = windows[0]!.ask('battery?');
    await until(() => windows[0]!.turns.value[0]?.status.value === 'streaming');
    const second = windows[1]!.ask('weight?');
    await until(() => windows[1]!.turns.value[0]?.queued.value === true);
    const waiting = windows[1]!.turns.value[0]!;
    expect(waiting.queued.value).toBe(true);
    expect(waiting.status.value).toBe('preparing');
    const [a, b] = await Promise.all([first, second]);
    expect(a.text.value).toBe('The battery lasts 10 hours [1].');
    expect(b.text.value).toBe('It weighs 1.2 kg [1].');
    expect(b.queued.value).toBe(false);
    expect(b.status.value).toBe('done');
  });
});
