// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PromptReport } from '../../pipeline/prompt/build-prompt';
import type { Passage } from '../../pipeline/select/passage';
import { testPassage } from '../../../tests/support/test-panel-api';
import { WhatTheModelSaw } from './what-the-model-saw';

afterEach(() => render(null, document.body));

const report = (sent: Passage[], extra: Partial<PromptReport> = {}): PromptReport => ({
  sent: sent.map((passage, i) => ({ id: i + 1, passage, tokens: 100 })),
  leftOut: [],
  promptTokens: 1_000,
  sourceBudget: 2_000,
  answerReserve: 512,
  historyTurnsKept: 0,
  historyTurnsDropped: 0,
  ...extra,
});

const pdf = (page: number, heading: string, text: string): Passage => {
  const p = testPassage(1, text, 'Harrow Valley Water Supply Annual Report');
  return { ...p, chunk: { ...p.chunk, index: page, headings: ['Harrow Valley Water Supply: Annual Report', heading], pages: [page, page] } };
};

const $$ = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

function show(r: PromptReport, numbers = new Map<number, number>(), usage?: { promptTokens: number; completionTokens: number; cachedPromptTokens?: number }) {
  render(<WhatTheModelSaw report={r} usage={usage} numbers={numbers} onCite={() => {}} />, document.body);
  return document.querySelector<HTMLElement>('[data-testid="model-saw"]')!;
}

describe('What the model saw (review N11)', () => {
  it('names each tab once, and gives each row its section, page and first words, numbered as the chips', () => {
    const sent = [
      pdf(7, '6. Storage', 'The reservoirs held 82 percent of their capacity at the end of September, well above the average.'),
      testPassage(2, 'Declutter one drawer a day and the whole house follows within a month.', 'How to Declutter Your Home'),
      pdf(9, '7. Quality', 'Nitrate levels stayed below the limit at every sampling point this year.'),
    ];
    // The answer cited the prompt's [3] first: it reads as 1.
    const saw = show(report(sent), new Map([[3, 1], [1, 2], [2, 3]]));
    const tabs = $$('model-saw-tab');
    expect(tabs.map((t) => t.querySelector('h4')!.textContent)).toEqual(['Harrow Valley Water Supply Annual Report · t1.test', 'How to Declutter Your Home · t2.test']);
    const rows = $$('model-saw-sent').map((r) => r.textContent);
    expect(rows).toEqual([
      '[1] 7. Quality · p. 9 Nitrate levels stayed below the limit at every sampling point…',
      '[2] 6. Storage · p. 7 The reservoirs held 82 percent of their capacity at the…',
      '[3] Section Declutter one drawer a day and the whole house follows…',
    ]);
    // One list, no numbers twice ("1. [1]").
    expect(saw.querySelectorAll('ol')).toHaveLength(0);
  });

  it('counts words, not tokens', () => {
    const saw = show(report([testPassage(1, 'one two three four five six seven eight nine ten'), testPassage(1, 'eleven twelve')]));
    expect(saw.querySelector('summary')!.textContent).toBe('What the model saw: 2 passages, about 12 words');
    expect(saw.textContent).not.toMatch(/token/iu);
  });

  it('says how much of the conversation the engine kept, from its own count where it gives one', () => {
    expect(show(report([testPassage(1, 'a b')])).querySelector('[data-testid="model-saw-kept"]')).toBeNull();
    expect(show(report([testPassage(1, 'a b')], { keptTokens: 400 })).querySelector('[data-testid="model-saw-kept"]')!.textContent).toBe('Kept from the conversation: about 300 words');
    const usage = { promptTokens: 1_000, completionTokens: 20, cachedPromptTokens: 800 };
    expect(show(report([testPassage(1, 'a b')], { keptTokens: 400 }), undefined, usage).querySelector('[data-testid="model-saw-kept"]')!.textContent).toBe('Kept from the conversation: about 600 words');
  });

  it('names the tabs of what did not fit once each, and the earlier questions sent', () => {
    const left = [testPassage(2, 'x', 'Bakery'), testPassage(2, 'y', 'Bakery'), testPassage(3, 'z', 'Glacier')];
    const saw = show(report([testPassage(1, 'a b')], { leftOut: left.map((passage, i) => ({ id: i + 2, passage })), historyTurnsKept: 2 }));
    expect(saw.querySelector('summary')!.textContent).toBe('What the model saw: 1 passage, about 2 words; 3 did not fit');
    expect(saw.querySelector('[data-testid="model-saw-left-out"]')!.textContent).toBe('Did not fit in the model’s window: Bakery and Glacier');
    expect(saw.textContent).toContain('2 earlier questions included.');
  });
});
