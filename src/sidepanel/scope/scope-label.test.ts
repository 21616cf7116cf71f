import { describe, expect, it } from 'vitest';
import { scopeLabel } from './scope-label';

describe('scopeLabel', () => {
  it('says what a question goes to in a few words', () => {
    expect(scopeLabel('current', 1)).toBe('This tab');
    expect(scopeLabel('chosen', 3)).toBe('3 chosen tabs');
    expect(scopeLabel('chosen', 1)).toBe('1 chosen tab');
    expect(scopeLabel('all', 12)).toBe('All 12 tabs');
  });
});

describe('scopeLabel for a tab group', () => {
  it('names the group and counts its tabs', () => {
    expect(scopeLabel('group', 2, 'Laptops')).toBe('Laptops · 2 tabs');
    expect(scopeLabel('group', 1, 'Laptops')).toBe('Laptops · 1 tab');
  });
});
