import { describe, expect, it } from 'vitest';
import { momentLink } from './moment-words';

describe('momentLink', () => {
  it("gives a YouTube watch URL YouTube's t parameter, replacing one it had, and nothing to other pages", () => {
    expect(momentLink('https://www.youtube.com/watch?v=abc', 134.7)).toBe('https://www.youtube.com/watch?v=abc&t=134s');
    expect(momentLink('https://www.youtube.com/watch?v=abc&t=10s&list=PL1', 61)).toBe('https://www.youtube.com/watch?v=abc&t=61s&list=PL1');
    expect(momentLink('https://lectures.test/tides.html', 70)).toBeNull();
  });
});
