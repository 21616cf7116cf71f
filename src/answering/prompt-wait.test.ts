import { describe, expect, it } from 'vitest';
import { passage } from '../../tests/support/test-passages';
import { partsFitSpeed, sourceCapForSpeed } from './prompt-wait';

const part = (tokens: number) => [{ ...passage('text', 1, 'Page'), tokens }];

describe('the plan follows the measured prompt-reading speed', () => {
  it('caps sources at what is read in 30 s, and not at all without a measured speed', () => {
    expect(sourceCapForSpeed(10)).toBe(300);
    expect(sourceCapForSpeed(150)).toBe(4500);
    expect(sourceCapForSpeed(undefined)).toBeUndefined();
  });

  it('reads a page in parts only when all of them are read within two minutes', () => {
    const twelve = Array.from({ length: 12 }, () => part(1500));
    expect(partsFitSpeed(twelve, 10)).toBe(false); // 18,000 tokens at 10 a second: 30 min
    expect(partsFitSpeed(twelve, 200)).toBe(true); // 90 s
    expect(partsFitSpeed(twelve, undefined)).toBe(true);
  });
});
