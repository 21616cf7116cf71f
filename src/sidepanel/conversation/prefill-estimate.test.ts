import { describe, expect, it } from 'vitest';
import { aboutSeconds, prefillEstimate } from './prefill-estimate';

describe('the wait before the first word', () => {
  it('is said in rounded words', () => {
    expect(aboutSeconds(2)).toBe('a few seconds');
    expect(aboutSeconds(19)).toBe('about 20 s');
    expect(aboutSeconds(61)).toBe('about 1 min');
    expect(aboutSeconds(150)).toBe('about 3 min');
  });

  it('comes from the speed measured at load before the engine reports progress', () => {
    expect(prefillEstimate({ promptTokens: 1300, tokS: 65 })).toBe('Reading the sources before the first word: about 20 s on this computer…');
    // The engine's count (only what is not cached) replaces the prompt's when it arrives.
    expect(prefillEstimate({ promptTokens: 1300, tokS: 65, progress: { done: 0, total: 130, ms: 0 } })).toMatch(/a few seconds on this computer/u);
    expect(prefillEstimate({ promptTokens: 1300 })).toBeUndefined();
  });

  it('then from the engine’s own pace', () => {
    // 512 of 1,280 read in 8 s: 768 left at 64 a second: 12 s, said as about 10.
    expect(prefillEstimate({ promptTokens: 1300, tokS: 200, progress: { done: 512, total: 1280, ms: 8000 } })).toBe('Reading the sources: 40%, about 10 s left…');
  });
});
