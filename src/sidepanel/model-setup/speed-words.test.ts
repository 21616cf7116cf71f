import { describe, expect, it } from 'vitest';
import { speedWords } from './speed-words';

describe('speedWords', () => {
  it('words the processor speed estimate as one sentence, without the thread count (jargon: N12)', () => {
    expect(speedWords({ threads: 4, pace: 'faster-than-reading', start: 'seconds', startSeconds: 6 })).toBe(
      'On the processor: writes faster than you read; starts within seconds.',
    );
    expect(speedWords({ threads: 1, pace: 'slow', start: 'minute', startSeconds: 95 })).toBe(
      'On the processor: writes slowly, a few words a second; can take a minute or more to start on a long question.',
    );
    expect(speedWords({ threads: 2, pace: 'reading-pace', start: 'long', startSeconds: 25 })).toBe(
      'On the processor: writes about as fast as you read; can take 25 s to start on a long question.',
    );
  });
});
