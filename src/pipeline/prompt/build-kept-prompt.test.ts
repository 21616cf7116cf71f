import { describe, expect, it } from 'vitest';
import { passage } from '../../../tests/support/test-passages';
import { buildKeptPrompt, type KeptConversation } from './build-kept-prompt';
import { buildPrompt } from './build-prompt';

/** One token per whitespace-separated word: easy to reason about in budget tests. */
const countWords = (text: string) => text.split(/\s+/u).filter(Boolean).length;
const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(' ');

const battery = passage('The battery lasts 10 hours.', 1, 'Review A');
const weight = passage('It weighs 1.2 kg.', 2, 'Review B');
const screen = passage('The screen is 14 inches.', 3, 'Review C');
const price = passage('It costs 999 euros.', 4, 'Review D');

/** The first question's prompt as it was sent, and the answer exactly as the model wrote it. */
function afterFirst(passages = [battery, weight], contextWindow = 4096): KeptConversation {
  const first = buildPrompt({ question: 'How long does the battery last?', passages }, { contextWindow, countTokens: countWords });
  return {
    messages: [...first.messages, { role: 'assistant', content: ' It lasts 10 hours [1].\n' }],
    sources: passages,
    sent: first.report.sent,
  };
}

describe('buildKeptPrompt', () => {
  it('keeps the conversation verbatim and sends only the passages the model has not read, numbered after the earlier ones', () => {
    const kept = afterFirst();
    const built = buildKeptPrompt({ question: 'And the screen?', passages: [screen, battery, price], kept }, { contextWindow: 4096, countTokens: countWords })!;
    // The engine finds the whole earlier conversation in its cache: same messages, same text, answer untrimmed.
    expect(built.messages.slice(0, kept.messages.length)).toEqual(kept.messages);
    expect(built.messages).toHaveLength(kept.messages.length + 1);
    const user = built.messages.at(-1)!;
    expect(user.role).toBe('user');
    expect(user.content).toContain('<source title="Review C" site="example.test">\n[3]\nThe screen is 14 inches.');
    expect(user.content).toContain('<source title="Review D" site="example.test">\n[4]\nIt costs 999 euros.');
    expect(user.content).not.toContain('The battery lasts');
    expect(user.content.endsWith('Question: And the screen?')).toBe(true);
    expect(built.sources).toEqual([battery, weight, screen, price]);
    // "What the model saw" and the citation check: the earlier passages under their numbers, then the new ones.
    expect(built.report.sent.map((s) => [s.id, s.passage.chunk.text])).toEqual([
      [1, battery.chunk.text],
      [2, weight.chunk.text],
      [3, screen.chunk.text],
      [4, price.chunk.text],
    ]);
    expect(built.report.historyTurnsKept).toBe(1);
    const keptTokens = kept.messages.reduce((sum, m) => sum + countWords(m.content) + 8, 0);
    expect(built.report.keptTokens).toBe(keptTokens);
    expect(built.report.promptTokens).toBeGreaterThan(keptTokens);
  });

  it('says the earlier sources still apply when the question found nothing new', () => {
    const built = buildKeptPrompt({ question: 'Is that with the screen on?', passages: [weight, battery], kept: afterFirst() }, { contextWindow: 4096, countTokens: countWords })!;
    expect(built.messages.at(-1)!.content).toMatch(/^<sources>\n<\/sources>\n\n\(No new text from the tabs for this question: the sources above still apply\.\)/u);
    expect(built.report.sent.map((s) => s.id)).toEqual([1, 2]);
    expect(built.sources).toHaveLength(2);
  });

  it('gives a passage listed but left out earlier its earlier number when it is sent now', () => {
    const long = passage(words(300, 'charging'), 5, 'Manual');
    const first = buildPrompt({ question: 'How long does the battery last?', passages: [battery, long] }, { contextWindow: 4096, countTokens: countWords, sourceTokenCap: 20 });
    expect(first.report.leftOut.map((l) => l.id)).toEqual([2]);
    const kept: KeptConversation = { messages: [...first.messages, { role: 'assistant', content: 'Ten hours [1].' }], sources: [battery, long], sent: first.report.sent };
    const built = buildKeptPrompt({ question: 'How does it charge?', passages: [long, screen], kept }, { contextWindow: 4096, countTokens: countWords })!;
    expect(built.messages.at(-1)!.content).toContain('<source title="Manual" site="example.test">\n[2]\n');
    expect(built.messages.at(-1)!.content).toContain('<source title="Review C" site="example.test">\n[3]\n');
    expect(built.sources).toEqual([battery, long, screen]);
  });

  it('caps only the new sources (the kept ones are not read again)', () => {
    const built = buildKeptPrompt(
      { question: 'And the screen?', passages: [screen, price], kept: afterFirst() },
      { contextWindow: 4096, countTokens: countWords, sourceTokenCap: 15 },
    );
    // Each block is 11–12 words: one fits the cap, as in today's prompt, which leaves the other out too.
    expect(built?.report.sent.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(built?.report.leftOut.map((l) => l.id)).toEqual([4]);
  });

  it("falls back (undefined) when the conversation fills the window, when today's prompt would show more, or when the system prompt changed", () => {
    const big = [passage(words(700, 'battery'), 1, 'Long review'), passage(words(200, 'weight'), 2, 'Specs')];
    const kept = afterFirst(big, 2048);
    // 2048 − ~1,100 kept − 512 reserve leaves ~420 for new sources; today's prompt has room for the 500-word passage.
    const fresh = passage(words(500, 'screen'), 3, 'Screen test');
    expect(buildKeptPrompt({ question: 'And the screen?', passages: [fresh], kept }, { contextWindow: 2048, countTokens: countWords })).toBeUndefined();
    expect(buildKeptPrompt({ question: 'And the screen?', passages: [screen], kept: afterFirst() }, { contextWindow: 300, countTokens: countWords })).toBeUndefined();
    expect(
      buildKeptPrompt({ question: 'Et l’écran ?', passages: [screen], kept: afterFirst(), answerLanguage: { name: 'French', notInTabs: 'Vos onglets ne semblent pas le dire.' } }, { contextWindow: 4096, countTokens: countWords }),
    ).toBeUndefined();
  });
});
