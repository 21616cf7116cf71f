import { effect } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { GenerateRequest } from '../../models/language-model';
import { ScriptedModel } from '../../../tests/support/scripted-model-double';
import { passage } from '../../../tests/support/test-passages';
import { answerTurn, type RetrieveRequest, type TurnContext } from './answer-turn';
import type { TurnRetrieval } from '../../history/kept-turn';
import { newTurn } from './turn';
import type { QuestionLanguage } from '../../i18n/question-language';
import type { Translator } from '../../i18n/translator';

const retrieval = (intent: TurnRetrieval['intent']): TurnRetrieval => ({ intent, matched: true, whole: false, tabIds: [1], statuses: [], skipped: [], names: {} });
const battery = passage('The Aerolite lasted 11 hours and 42 minutes in the looping video test.', 1, 'Aerolite review');
const cited = passage('Earlier answer’s passage about the weight of 1.1 kilograms.', 2, 'Specs');
const earlier = { question: 'How heavy is it?', tabIds: [2], carried: [{ tabId: 2, url: cited.source.url, index: cited.chunk.index, text: cited.chunk.text }] };

function run(
  found: TurnContext | ((request: RetrieveRequest) => TurnContext),
  model: ScriptedModel | null,
  options: { window?: number; ready?: ScriptedModel; earlier?: typeof earlier; question?: string; asked?: string } = {},
) {
  const requests: RetrieveRequest[] = [];
  const turn = newTurn(1, options.question ?? 'How long does the battery last?');
  const done = answerTurn(
    turn,
    {
      retrieve: async (_q, _s, _t, request) => {
        requests.push(request);
        return typeof found === 'function' ? found(request) : found;
      },
      getModel: async () => model,
      expectedWindow: () => options.window,
      readyModel: async () => options.ready,
      ...(options.asked ? { questionLanguage: async () => askedIn(options.asked!) } : {}),
    },
    { history: [], earlier: options.earlier, signal: new AbortController().signal },
  );
  return { turn, requests, done };
}

/** The question's language as the panel's detector gives it (its words are not read by a turn). */
const askedIn = (tag: string): QuestionLanguage => ({ tag, answer: { name: tag, notInTabs: '—' }, words: {} as Translator });

describe('answerTurn', () => {
  it('asks for the budget the model’s window leaves, and none without a model', async () => {
    const withModel = run({ passages: [battery] }, new ScriptedModel([['It lasts 11 hours [1].']]), { window: 4096 });
    await withModel.done;
    expect(withModel.requests[0]!.budget).toBeGreaterThan(2000);
    expect(withModel.requests[0]!.budget).toBeLessThan(4096);
    const small = run({ passages: [battery] }, new ScriptedModel([['x']]), { window: 2048 });
    await small.done;
    expect(small.requests[0]!.budget).toBeLessThan(withModel.requests[0]!.budget!);
    const none = run({ passages: [battery] }, null);
    await none.done;
    expect(none.requests[0]).toEqual({});
  });

  it('rewrites a weak question with a model at hand, searches again with it, and says so', async () => {
    const ready = new ScriptedModel([['battery life hours runtime']]);
    const { turn, requests, done } = run(
      (request) => ({ passages: [battery], weak: !request.extraQueries, retrieval: retrieval('fact') }),
      new ScriptedModel([['It lasts 11 hours [1].']]),
      { window: 4096, ready },
    );
    await done;
    expect(requests.map((r) => r.extraQueries)).toEqual([undefined, ['battery life hours runtime']]);
    expect(turn.retrieval.value?.rewrite).toBe('battery life hours runtime');
    expect(turn.status.value).toBe('done');
  });

  it('asks a question put in none of the tabs’ languages again in their words, even when the ranking looks sure', async () => {
    const ready = new ScriptedModel([['Fenix HM65R price REI']]);
    const { requests, done } = run(
      () => ({ passages: [battery], weak: false, pageLanguages: ['en'], retrieval: retrieval('fact') }),
      new ScriptedModel([['$99.95 [1].']]),
      { window: 4096, ready, earlier, question: 'Und was kostet die bei REI?', asked: 'de' },
    );
    await done;
    expect(requests.map((r) => r.extraQueries)).toEqual([undefined, ['Fenix HM65R price REI']]);
    const [system, user] = ready.requests[0]!.messages;
    expect(system!.content).toContain('The pages are written in English');
    expect(user!.content).toBe('Earlier question: How heavy is it?\nQuestion: Und was kostet die bei REI?');
  });

  it('does not rewrite a sure ranking of a question asked in the pages’ language, or when their language is not known', async () => {
    for (const pageLanguages of [['de', 'en'], []]) {
      const ready = new ScriptedModel([['unused']]);
      const { requests, done } = run({ passages: [battery], weak: false, pageLanguages, retrieval: retrieval('fact') }, new ScriptedModel([['x [1]']]), {
        window: 4096,
        ready,
        question: 'Wie lange hält der Akku?',
        asked: 'de-AT',
      });
      await done;
      expect(requests).toHaveLength(1);
      expect(ready.requests).toHaveLength(0);
    }
  });

  it('does not rewrite without a model at hand (it would ask for a download first)', async () => {
    const { requests, done } = run({ passages: [battery], weak: true }, null, { window: 4096 });
    await done;
    expect(requests).toHaveLength(1);
  });

  it('reads a whole page in parts: progress per step, the passages numbered as the parts in order', async () => {
    const parts = [[passage('Part one says A.', 1), passage('Part one says B.', 1)], [passage('Part two says C.', 1)]];
    const model = new ScriptedModel([['- A and B [1][2]'], ['- C [3]'], ['The page says A, B [1][2] and C [3].']]);
    const steps: string[] = [];
    const { turn, done } = run({ passages: [parts[0]![0]!], parts, retrieval: retrieval('whole-page') }, model, { window: 4096, earlier });
    const stop = effect(() => void (turn.steps.value && steps.push(`${turn.steps.value.step}/${turn.steps.value.of}`)));
    await done;
    stop();
    expect(steps).toEqual(['1/3', '2/3', '3/3']);
    expect(turn.passages.value.map((p) => p.chunk.text)).toEqual(['Part one says A.', 'Part one says B.', 'Part two says C.']);
    expect(turn.text.value).toBe('The page says A, B [1][2] and C [3].');
    expect(model.requests).toHaveLength(3);
    expect(turn.steps.value).toBeUndefined();
  });

  it('hands the earlier turn to retrieval (the rewrite’s too) and sends only what retrieval found: nothing is appended', async () => {
    const model = new ScriptedModel([['x [1]']]);
    const { turn, requests, done } = run({ passages: [battery], retrieval: retrieval('fact') }, model, { earlier });
    await done;
    expect(requests[0]!.earlier).toEqual(earlier);
    expect(turn.passages.value).toEqual([battery]);
  });

  it('R3: nothing readable in scope, the earlier answer’s passage notwithstanding: no model call', async () => {
    const model = new ScriptedModel([['The Corvo weighs 1.46 kg [1].']]);
    const { turn, done } = run({ passages: [], retrieval: { ...retrieval('fact'), matched: false } }, model, { earlier });
    await done;
    expect(model.requests).toHaveLength(0);
    expect(turn.passages.value).toEqual([]);
    expect(turn.status.value).toBe('done');
  });

  it('without a model, ends at the passages found', async () => {
    const { turn, done } = run({ passages: [battery], retrieval: retrieval('fact') }, null, { earlier });
    await done;
    expect(turn.passages.value).toEqual([battery]);
    expect(turn.status.value).toBe('done');
  });

  it('on an engine with a measured prompt-reading speed: the wait and its progress before the first word, sources capped to it, no parts beyond it', async () => {
    /** The processor engine at the port: 2 prompt tokens a second, measured at load; reports its reading. */
    class SlowProcessor extends ScriptedModel {
      readonly prefillTokS = 2;
      override async *stream(request: GenerateRequest): AsyncIterable<string> {
        request.onPrefill?.({ done: 30, total: 60, ms: 15_000 });
        yield* super.stream(request);
      }
    }
    const model = new SlowProcessor([['It lasts 11 hours [1].']], 0, 'wllama');
    const { turn, done } = run({ passages: [battery, cited] }, model, { window: 4096 });
    const seen: string[] = [];
    const stop = effect(() => {
      const p = turn.prefill.value;
      seen.push(p ? `${p.promptTokens > 0 ? 'prompt' : '?'} at ${p.tokS}/s${p.progress ? `, ${p.progress.done}/${p.progress.total}` : ''}` : `none while ${turn.status.value}`);
    });
    await done;
    stop();
    // Set when the prompt is built, updated by the engine's reading, gone with the first word.
    expect(seen).toEqual(['none while retrieving', 'none while preparing', 'prompt at 2/s', 'prompt at 2/s, 30/60', 'none while preparing', 'none while streaming', 'none while done']);
    // 2 tokens a second for 30 s: 60 source tokens, where the window alone would allow thousands.
    expect(turn.report.value?.sourceBudget).toBe(60);

    const parts = [[{ ...battery, tokens: 400 }], [{ ...cited, tokens: 400 }]];
    const slow = run({ passages: [battery], parts, retrieval: retrieval('whole-page') }, new SlowProcessor([['From the coverage [1].']], 0, 'wllama'), { window: 4096 });
    await slow.done;
    // 800 tokens at 2 a second is over the two minutes: one prompt from the coverage selection.
    expect(slow.turn.steps.value).toBeUndefined();
    expect(slow.turn.text.value).toBe('From the coverage [1].');
  });
});
