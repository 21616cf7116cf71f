import { describe, expect, it } from 'vitest';
import { COMPARISON_BUDGET, planRetrieval } from './plan-retrieval';

describe('planRetrieval', () => {
  it('gives comparisons breadth: the whole window, shared by the compared tabs in turns, not a count of passages per tab', () => {
    const facts = planRetrieval({ kind: 'fact' }, 8000);
    const compare = planRetrieval({ kind: 'comparison' }, 8000);
    expect(compare.budget).toBeGreaterThan(facts.budget);
    expect(compare.perTabCap).toBeGreaterThan(1000);
    expect(planRetrieval({ kind: 'comparison' }, 3000).perTabCap).toBeGreaterThan(1000);
    // The default model's window is all a comparison's; a server's large one is not.
    expect(planRetrieval({ kind: 'comparison' }, 2900).budget).toBe(2900);
    expect(planRetrieval({ kind: 'comparison' }, 120_000).budget).toBe(COMPARISON_BUDGET);
  });

  it('gives a factual question a few passages from wherever they are, within the window', () => {
    const plan = planRetrieval({ kind: 'fact' }, 30_000);
    expect(plan.perTabCap).toBeGreaterThanOrEqual(4);
    expect(plan.budget).toBeLessThanOrEqual(4000);
    expect(planRetrieval({ kind: 'fact' }, 800).budget).toBe(800);
  });

  it('caps a how-to question per tab as a fact question: its steps often sit in one tab, past eight passages when the question is worded unlike the page', () => {
    expect(planRetrieval({ kind: 'how-to' }, 30_000)).toEqual(planRetrieval({ kind: 'fact' }, 30_000));
  });

  it('gives a whole-page question the whole window and no cap per tab', () => {
    const plan = planRetrieval({ kind: 'whole-page' }, 7000);
    expect(plan.budget).toBe(7000);
    expect(plan.perTabCap).toBeGreaterThan(1000);
  });

  it('copes with odd budgets', () => {
    expect(planRetrieval({ kind: 'comparison' }, -5).budget).toBe(0);
    expect(planRetrieval({ kind: 'fact' }, Number.NaN).budget).toBe(0);
  });
});
