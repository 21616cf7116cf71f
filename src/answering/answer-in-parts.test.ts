import { describe, expect, it } from 'vitest';
import { passage } from '../../tests/support/test-passages';
import { answerInParts } from './answer-in-parts';
import { ModelError } from '../models/model-error';
import { ScriptedModel } from '../../tests/support/scripted-model-double';

const parts = [
  [passage('The ferry runs every hour.', 1, 'Harbour guide'), passage('Tickets cost two euros.', 1, 'Harbour guide')],
  [passage('The lighthouse opens in summer.', 1, 'Harbour guide')],
  [passage('Gulls nest on the cliffs.', 2, 'Cliff walk'), passage('The path is steep.', 2, 'Cliff walk')],
];
const userOf = (model: ScriptedModel, k: number) => model.requests[k]!.messages.at(-1)!.content;

describe('answerInParts', () => {
  it('condenses each part with global source numbers, then streams the answer from the notes, reporting each step', async () => {
    const model = new ScriptedModel([['- Hourly ferry [1]; tickets [2].'], ['- Summer lighthouse [3].'], ['- Gulls [4], steep path [5].'], ['The harbour has ', 'an hourly ferry [1].']]);
    const progress: string[] = [];
    const deltas: string[] = [];
    const result = await answerInParts({ model, question: 'Summarize these tabs', parts, onProgress: (p) => progress.push(`${p.step}/${p.of}`), onDelta: (d) => deltas.push(d) });
    expect(progress).toEqual(['1/4', '2/4', '3/4', '4/4']);
    expect(model.requests).toHaveLength(4);
    expect(userOf(model, 0)).toMatch(/<source title="Harbour guide"[^>]*>\n\[1\]\nThe ferry runs every hour\.\n\[2\]\n/u);
    expect(userOf(model, 1)).toMatch(/<source title="Harbour guide"[^>]*>\n\[3\]\nThe lighthouse opens in summer\./u);
    expect(userOf(model, 2)).toMatch(/<source title="Cliff walk"[^>]*>\n\[4\]\n[\s\S]*\n\[5\]\n/u);
    expect(userOf(model, 2)).toContain('(Part 3 of 3 of the text.)');
    const final = userOf(model, 3);
    expect(final).toContain('<notes part="1" from="Harbour guide">\n- Hourly ferry [1]; tickets [2].\n</notes>');
    expect(final).toContain('<notes part="3" from="Cliff walk">');
    expect(final.endsWith('Question: Summarize these tabs')).toBe(true);
    // Only the answer streams to the user.
    expect(deltas).toEqual(['The harbour has ', 'an hourly ferry [1].']);
    expect(result.text).toBe('The harbour has an hourly ferry [1].');
    expect(result.passages).toEqual(parts.flat());
    expect(result.report.sent.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.notes.map((n) => n.part)).toEqual([1, 2, 3]);
    expect(result.stopped).toBe(false);
    // Notes are capped so that every part's fit the answer prompt.
    for (const request of model.requests.slice(0, 3)) expect(request.maxTokens).toBeLessThanOrEqual(model.contextWindow / 4);
  });

  it('Stop during a condensing step: that step ends, no later step starts', async () => {
    const model = new ScriptedModel([['- a [1]'], Array.from({ length: 20 }, (_, i) => `w${i} `), ['never'], ['never']], 5);
    const controller = new AbortController();
    const progress: number[] = [];
    const result = await answerInParts({
      model,
      question: 'Summarize',
      parts,
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p.step);
        if (p.step === 2) setTimeout(() => controller.abort(), 20);
      },
    });
    expect(result.stopped).toBe(true);
    expect(progress).toEqual([1, 2]);
    expect(model.requests).toHaveLength(2);
    expect(result.text).toBe('');
  });

  it('Stop during the answer keeps the answer so far; Stop before the start sends nothing', async () => {
    const model = new ScriptedModel([['- a [1]'], ['- b [3]'], ['- c [4]'], Array.from({ length: 30 }, (_, i) => `w${i} `)], 2);
    const controller = new AbortController();
    let seen = 0;
    const result = await answerInParts({
      model,
      question: 'Summarize',
      parts,
      signal: controller.signal,
      onDelta: () => {
        seen += 1;
        if (seen === 3) controller.abort();
      },
    });
    expect(result.stopped).toBe(true);
    expect(result.text).toBe('w0 w1 w2 ');
    const idle = new ScriptedModel([['x']]);
    const stopped = new AbortController();
    stopped.abort();
    expect((await answerInParts({ model: idle, question: 'q', parts, signal: stopped.signal })).stopped).toBe(true);
    expect(idle.requests).toHaveLength(0);
  });

  it('retries a part the backend finds too long with fewer sources, as a single answer would', async () => {
    const tooLong = new ModelError('context-length', 'too long', 'fix', { prompt: 5000, window: 4096 });
    const model = new ScriptedModel([tooLong, ['- a [1]'], ['- b [3]'], ['- c [4]'], ['Done [1].']]);
    const result = await answerInParts({ model, question: 'Summarize', parts });
    expect(result.text).toBe('Done [1].');
    expect(model.requests).toHaveLength(5);
    const entries = (k: number) => (userOf(model, k).match(/^\[\d+\]/gmu) ?? []).length;
    expect(entries(1)).toBeLessThan(entries(0));
  });
});
