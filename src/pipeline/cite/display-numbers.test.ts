import { describe, expect, it } from 'vitest';
import { displayNumbers } from './display-numbers';

describe('displayNumbers', () => {
  it('numbers cited sources in the order the answer first cites them, then the rest in prompt order', () => {
    const numbers = displayNumbers([14, 21, 14, 3], 22);
    expect([numbers.get(14), numbers.get(21), numbers.get(3)]).toEqual([1, 2, 3]);
    expect(numbers.get(1)).toBe(4);
    expect(numbers.get(22)).toBe(22);
    expect(new Set(numbers.values()).size).toBe(22);
  });

  it('ignores ids that were never sent', () => {
    expect([...displayNumbers([9, 2], 3)]).toEqual([[2, 1], [1, 2], [3, 3]]);
  });
});
