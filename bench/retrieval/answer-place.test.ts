import { describe, expect, it } from 'vitest';
import { answerPlace } from './answer-place';

describe('answerPlace', () => {
  const holds = (t: string) => t.includes('42');
  it('is the 1-based place of the first passage that answers', () => {
    expect(answerPlace(['a', 'b 42', 'c 42'], holds)).toBe(2);
    expect(answerPlace(['42'], holds)).toBe(1);
  });
  it('is null when no passage answers', () => {
    expect(answerPlace(['a', 'b'], holds)).toBeNull();
    expect(answerPlace([], holds)).toBeNull();
  });
});
