import { describe, expect, it } from 'vitest';
import { comparedCount } from './compared-count';

describe('comparedCount', () => {
  it('reads how many things the question compares', () => {
    expect(comparedCount('Which of the two laptops is lighter?')).toBe(2);
    expect(comparedCount('Which of these three kitchen machines has the most programs?')).toBe(3);
    expect(comparedCount('Compare the 3 laptops')).toBe(3);
    expect(comparedCount('Which laptop is lighter?')).toBeUndefined();
  });
  it('takes a number after a word of a name for the name\'s, not a count', () => {
    expect(comparedCount('Which earbuds have the longer battery life, the AirPods Pro 3 or the Amazon wireless earbuds?')).toBeUndefined();
    expect(comparedCount('Which of the two, the Pixel 2 or the Pixel 3, is lighter?')).toBe(2);
  });
});
