import { describe, expect, it } from 'vitest';
import { passage } from '../../../tests/support/test-passages';
import { answerAsMarkdown, passageAsMarkdown, passagesAsMarkdown } from './answer-as-markdown';

describe('answerAsMarkdown', () => {
  const a = passage('The Aerolite lasted 11 hours.', 1, 'Aerolite 14 review');
  const b = passage('The Zenbook lasted 16 hours.', 2, 'Zenbook Flow 15 review');

  it('keeps the answer and its [n] citations, then lists the cited sources with title and a link to the passage', () => {
    const text = answerAsMarkdown('Which lasts longer?', 'The Zenbook lasts longer [2] than the Aerolite [1].', [
      { number: 1, passage: a },
      { number: 2, passage: b },
    ]);
    expect(text).toBe(
      '**Which lasts longer?**\n\nThe Zenbook lasts longer [2] than the Aerolite [1].\n\nSources:\n' +
        '[1] Aerolite 14 review — https://example.test/1#:~:text=The%20Aerolite%20lasted%2011%20hours.\n' +
        '[2] Zenbook Flow 15 review — https://example.test/2#:~:text=The%20Zenbook%20lasted%2016%20hours.\n',
    );
  });

  it('quotes passages-only answers and single passages', () => {
    expect(passagesAsMarkdown('Battery?', 'Best passages from 2 tabs', [{ number: 1, passage: a }])).toContain(
      '> The Aerolite lasted 11 hours. [1]',
    );
    expect(passageAsMarkdown(b)).toBe('> The Zenbook lasted 16 hours.\n\n— Zenbook Flow 15 review, https://example.test/2#:~:text=The%20Zenbook%20lasted%2016%20hours.\n');
  });

  it('keeps a PDF passage’s page in the source line and its link (review N18)', () => {
    const p = passage('Reservoir storage rose to 84 percent.', 3, 'Harrow Valley Water Supply Annual Report');
    const pdf = { ...p, source: { ...p.source, url: 'http://127.0.0.1/harrow-report.pdf' }, chunk: { ...p.chunk, pages: [7, 7] as [number, number] } };
    expect(answerAsMarkdown('How full?', 'At 84 percent [1].', [{ number: 1, passage: pdf }])).toContain(
      '[1] Harrow Valley Water Supply Annual Report, p. 7 — http://127.0.0.1/harrow-report.pdf#page=7\n',
    );
  });
});
