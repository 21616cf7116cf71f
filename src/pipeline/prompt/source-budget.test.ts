import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../tokens/estimate-tokens';
import { buildPrompt } from './build-prompt';
import { promptBudget, sourceBudgetFor } from './source-budget';
import { sourceTokens } from './source-tokens';
import { passage } from '../../../tests/support/test-passages';

describe('the source budget shared by the panel, the worker and buildPrompt', () => {
  it('is the window less the system prompt, question, history and answer reserve', () => {
    const base = sourceBudgetFor({ contextWindow: 4096, question: 'q', countTokens: estimateTokens });
    expect(base).toBeGreaterThan(2800);
    expect(base).toBeLessThan(4096 - 768);
    const longer = sourceBudgetFor({ contextWindow: 4096, question: 'a much longer question with many more words in it', countTokens: estimateTokens });
    expect(longer).toBeLessThan(base);
    const history = [{ question: 'earlier', answer: 'An earlier answer with some words [1].' }];
    expect(sourceBudgetFor({ contextWindow: 4096, question: 'q', history, countTokens: estimateTokens })).toBeLessThan(base);
    expect(sourceBudgetFor({ contextWindow: 8192, question: 'q', countTokens: estimateTokens })).toBeGreaterThan(base + 4000);
  });

  it('agrees with buildPrompt: passages priced by sourceTokens up to the budget are all sent', () => {
    const question = 'What does the harbour guide say about ferries?';
    const history = [{ question: 'And the lighthouse?', answer: 'It is open in summer [2].' }];
    const { sourceBudget } = promptBudget({ contextWindow: 4096, question, history, countTokens: estimateTokens });
    const passages = [];
    let used = 0;
    for (let i = 0; ; i += 1) {
      const p = passage(`Passage ${i}: ${'the ferry leaves the harbour at dawn and returns at dusk. '.repeat(1 + (i % 4))}`, 1 + (i % 3), `Guide ${i % 3}`, ['Ferries']);
      const cost = sourceTokens(p, estimateTokens);
      if (used + cost > sourceBudget) break;
      passages.push(p);
      used += cost;
    }
    const { report } = buildPrompt({ question, passages, history }, { contextWindow: 4096, countTokens: estimateTokens });
    expect(report.sourceBudget).toBe(sourceBudget);
    expect(report.leftOut).toEqual([]);
    expect(report.sent).toHaveLength(passages.length);
  });
});
