import { describe, expect, it } from 'vitest';
import { laterParts, wholeCompounds } from './compound-parts';

describe('laterParts', () => {
  it('a hyphenated word\'s later part needs its first part', () => {
    expect([...laterParts(['fish-keeping', 'threads'])]).toEqual([['keep', ['fish']]]);
  });

  it('not a later part the question also writes alone', () => {
    expect(laterParts(['fish-keeping', 'keeping', 'threads']).size).toBe(0);
  });
});

describe('wholeCompounds', () => {
  it('writes a hyphenated word as one; a range stays', () => {
    expect(wholeCompounds('guides first-timers, 5-8 hours')).toBe('guides firsttimers, 5-8 hours');
  });
});
