import { describe, expect, it } from 'vitest';
import { missCause } from './miss-cause';

describe('missCause', () => {
  it('names text the extraction lost first, whatever the selection did', () => {
    expect(missCause({ broken: true, deepRank: 3, deepTabSent: true })).toBe('not in text');
  });
  it('tells a tab left out from a passage left out and from one past the budget', () => {
    expect(missCause({ broken: false, deepRank: null, deepTabSent: false })).toBe('tab never sent');
    expect(missCause({ broken: false, deepRank: null, deepTabSent: true })).toBe('passage never sent');
    expect(missCause({ broken: false, deepRank: 7, deepTabSent: true })).toBe('past the budget');
  });
});
