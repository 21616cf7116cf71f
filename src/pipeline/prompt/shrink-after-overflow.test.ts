import { describe, expect, it } from 'vitest';
import { buildPrompt } from './build-prompt';
import { shrinkAfterOverflow } from './shrink-after-overflow';
import { passage } from '../../../tests/support/test-passages';

const countWords = (text: string) => text.split(/\s+/u).filter(Boolean).length;
const words = (n: number) => Array.from({ length: n }, () => 'w').join(' ');

describe('shrinkAfterOverflow', () => {
  const passages = Array.from({ length: 6 }, () => passage(words(200)));
  const first = buildPrompt({ question: 'q', passages }, { contextWindow: 4096, countTokens: countWords });

  it('always drops at least one source', () => {
    const cap = shrinkAfterOverflow(first.report)!;
    const next = buildPrompt({ question: 'q', passages }, { contextWindow: 4096, countTokens: countWords, sourceTokenCap: cap });
    expect(next.report.sent.length).toBeLessThan(first.report.sent.length);
  });

  it('uses the backend’s own count to land under its window', () => {
    // The engine counted 1.5× what we did and said the prompt is over its 4096 window.
    const reported = { prompt: Math.round(first.report.promptTokens * 1.5), window: 4096 };
    const cap = shrinkAfterOverflow(first.report, reported)!;
    const next = buildPrompt({ question: 'q', passages }, { contextWindow: 4096, countTokens: countWords, sourceTokenCap: cap });
    const theirCount = next.report.promptTokens * 1.5;
    expect(theirCount + next.report.answerReserve * 1.5).toBeLessThanOrEqual(4096);
    expect(next.report.sent.length).toBeGreaterThan(0);
  });

  it('gives up only when no source is left to drop', () => {
    const none = buildPrompt({ question: 'q', passages: [] }, { contextWindow: 4096, countTokens: countWords });
    expect(shrinkAfterOverflow(none.report)).toBeUndefined();
  });
});
