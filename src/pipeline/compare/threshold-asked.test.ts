import { describe, expect, it } from 'vitest';
import { asksThreshold, statesBound } from './threshold-asked';

describe('asksThreshold', () => {
  it('a question asking what is good enough, the minimum, in several languages', () => {
    expect(asksThreshold('What battery life do these two earbud guides consider good enough?')).toBe(true);
    expect(asksThreshold('Welche Akkulaufzeit ist mindestens nötig?')).toBe(true);
    expect(asksThreshold('最低需要多少内存？')).toBe(true);
    expect(asksThreshold('Which laptop is lighter?')).toBe(false);
  });
});

describe('statesBound', () => {
  it('a passage stating a bound', () => {
    expect(statesBound('For true wireless earbuds, the battery must last at least five hours.')).toBe(true);
    expect(statesBound('8 GB or more of RAM')).toBe(true);
    expect(statesBound('The earbuds have nine hours of battery life.')).toBe(false);
  });
});
