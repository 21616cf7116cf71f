import { describe, expect, it } from 'vitest';
import { passage } from '../../../tests/support/test-passages';
import { answerAsMarkdown, passageAsMarkdown, passagesAsMarkdown } from './answer-as-markdown';

describe('answerAsMarkdown', () => {
  const a = passage('The Aerolite lasted 11 hours.', 1, 'Aerolite 14 review');
  const b = passage('The Zenbook lasted 16 hours.', 2, 'Zenbook Flow 15 review');

  it('keeps the answer and its [n] citations, then lists the cited sources with title and URL', () => {
    const text = answerAsMarkdown('Which lasts longer?', 'The Zenbook lasts longer [2] than the Aerolite [1].', [
      { number: 1, passage: a },
      { number: 2, passage: b },
    ]);
    expect(text).toBe(
      '**Which lasts longer?**\n\nThe Zenbook lasts longer [2] than the Aerolite [1].\n\nSources:\n' +
        '[1] Aerolite 14 review — https://example.test/1\n[2] Zenbook Flow 15 review — https://example.test/2\n',
    );
  });

  it('quotes passages-only answers and single passages', () => {
    expect(passagesAsMarkdown('Battery?', 'Best passages from 2 tabs', [{ number: 1, passage: a }])).toContain(
      '> The Aerolite lasted 11 hours. [1]',
    );
    expect(passageAsMarkdown(b)).toBe('> The Zenbook lasted 16 hours.\n\n— Zenbook Flow 15 review, https://example.test/2\n');
  });
});
