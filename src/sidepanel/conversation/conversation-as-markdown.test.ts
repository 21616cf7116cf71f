import { describe, expect, it } from 'vitest';
import { passage } from '../../../tests/support/test-passages';
import { conversationAsMarkdown } from './conversation-as-markdown';
import { turnFrom } from '../session/turn';

const fact = { intent: 'fact' as const, matched: true, whole: false, tabIds: [], statuses: [], skipped: [], names: {} };
const words = (n: number) => `Passage number ${n} says the battery lasts a long while in tests.`;

describe('conversation as Markdown (the export)', () => {
  it('a passages-only turn carries the cards shown before "Show more", numbered as shown, not every passage', () => {
    const passages = Array.from({ length: 6 }, (_, i) => passage(words(i + 1), i + 1, `Review ${i + 1}`));
    const markdown = conversationAsMarkdown([turnFrom(1, { question: 'How long does the battery last?', passages, text: '', status: 'done', retrieval: fact })]);
    expect(markdown).toContain('Passage number 4 says');
    expect(markdown).not.toContain('Passage number 5 says');
    expect(markdown.match(/^\[\d\] /gmu)).toEqual(['[1] ', '[2] ', '[3] ', '[4] ']);
  });

  it('a finished turn with nothing to show says why, as the panel did, not "No answer"', () => {
    const markdown = conversationAsMarkdown([turnFrom(1, { question: 'この記事の要点は？', passages: [], text: '', status: 'done', retrieval: fact })]);
    expect(markdown).toMatch(/^\*\*この記事の要点は？\*\*\n\n_.+_\n$/u);
    expect(markdown).not.toContain('No answer');
  });
});
