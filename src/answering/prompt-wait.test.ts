import { describe, expect, it } from 'vitest';
import { sourceCapForSpeed } from './prompt-wait';

describe('the plan follows the measured prompt-reading speed', () => {
  it('caps sources at what is read in 30 s, and not at all without a measured speed', () => {
    expect(sourceCapForSpeed(10)).toBe(300);
    expect(sourceCapForSpeed(150)).toBe(4500);
    expect(sourceCapForSpeed(undefined)).toBeUndefined();
  });
});
