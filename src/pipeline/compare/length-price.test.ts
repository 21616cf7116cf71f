import { describe, expect, it } from 'vitest';
import { lengthPrice } from './length-price';

describe('lengthPrice', () => {
  it('is nothing for a line or two, then grows slowly with length', () => {
    expect(lengthPrice('/etc/systemd/system/: units installed by the system administrator')).toBe(0);
    const long = 'The unit file sets its options in sections, and each option is read in order. '.repeat(6);
    const longer = long.repeat(2);
    expect(lengthPrice(long)).toBeGreaterThan(0);
    expect(lengthPrice(longer)).toBeGreaterThan(lengthPrice(long));
    // Small beside a stated figure (1) or a match (0–1): it only parts near ties.
    expect(lengthPrice(longer)).toBeLessThan(0.15);
  });
});
