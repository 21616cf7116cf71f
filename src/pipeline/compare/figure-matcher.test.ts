import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from './attributes';
import { anyFigure, figurePattern } from './figure-matcher';
import { unit } from './unit-figure';

describe('a figure is tested, not used as a RegExp', () => {
  it('is no RegExp: its digits\' pattern alone would miss "five hours"', () => {
    const hours = unit('hours?');
    expect(hours instanceof RegExp).toBe(false);
    expect('source' in hours || 'exec' in hours).toBe(false);
    expect(hours.test('at least five hours')).toBe(true);
    for (const a of ATTRIBUTES) expect(a.figure instanceof RegExp, a.name).toBe(false);
  });

  it('tells figures apart by a key (a per-page cache keys on it), the same for the same units', () => {
    expect(unit('hours?').key).toBe(unit('hours?').key);
    expect(unit('hours?').key).not.toBe(unit('years?').key);
    expect(new Set(ATTRIBUTES.map((a) => a.figure.key)).size).toBeGreaterThan(ATTRIBUTES.length - 7);
  });

  it('reads any of several shapes; a pattern keeping a lastIndex is refused', () => {
    const either = anyFigure(figurePattern(/\d%/u), unit('kg'));
    expect(either.test('5 kg')).toBe(true);
    expect(either.test('5%')).toBe(true);
    expect(either.test('five')).toBe(false);
    expect(() => figurePattern(/\d/gu)).toThrow();
  });
});
