import { describe, expect, it } from 'vitest';
import { budgetLosses } from './budget-losses';

describe('budgetLosses', () => {
  it('counts a side found at a budget and missed at a larger one, once', () => {
    const rows = [
      // Found at 600, lost at 650 and 700, found again at 1000.
      { byBudget: [{ budget: 400, found: [] }, { budget: 600, found: ['a', 'b'] }, { budget: 650, found: ['b'] }, { budget: 700, found: ['b'] }, { budget: 1000, found: ['a', 'b'] }] },
      // Only gains.
      { byBudget: [{ budget: 400, found: ['c'] }, { budget: 600, found: ['c', 'd'] }] },
    ];
    expect(budgetLosses(rows)).toEqual({ sides: 1, questions: 1 });
  });
});
