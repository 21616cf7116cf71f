import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../classify-intent';

describe('English cues', () => {
  it.each([
    'Summarize this page',
    'summarise this article please',
    'Can you give me a summary?',
    'Sum it up',
    'tl;dr',
    'TLDR?',
    'What are the key points of this article?',
    'What are the main ideas?',
    'Give me an overview',
    'What is this page about?',
    "What's this about?",
    'What are these tabs about?',
    'Explain this page',
    'Explain this article to me in simple terms',
    'What does this article say?',
    'Key takeaways?',
    'Summarize these tabs',
    'Give me the gist of these pages',
    'Summarize this page in 3 bullet points',
    'Recap the whole thing',
  ])('%s → whole page', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page' });
  });

  it.each([
    ['Summarize what it says about pricing', 'pricing'],
    ['Summarize what this page says about battery life', 'battery life'],
    ['What are the key points about the new tax rules?', 'new tax rules'],
    ['Give me an overview of the installation section', 'installation'],
    ['tl;dr on security', 'security'],
  ])('%s → whole page about %s', (q, topic) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page', topic });
  });

  it.each([
    'Which phone has the better battery, the Pixel or the iPhone?',
    'What is the difference between these two plans?',
    'Postgres vs MongoDB for JSON',
    'Compare the key points of these articles',
    'Summarize the differences between these pages',
    'Which headphones have the wider frequency response?',
    'Is the Sundara higher than the LCD-2 in impedance?',
  ])('%s → comparison', (q) => {
    expect(classifyIntent(q).kind).toBe('comparison');
  });

  it.each(['How do I install the CLI?', 'How to set up the router', 'Step by step, what should I do?'])('%s → how-to', (q) => {
    expect(classifyIntent(q).kind).toBe('how-to');
  });

  it.each([
    'In what year did Python 3 come out?',
    'What lies between L and P?',
    'What are two examples of different types of reduction?',
    'How do students rate enthusiastic teachers?',
    'When did the war resume?',
    'What is the capital of Australia?',
    'What did the page boy carry?',
  ])('%s → fact', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'fact' });
  });

  it('reads the first line only: a quoted selection after it is search text', () => {
    expect(classifyIntent('Who wrote it?\nA summary of the key points of the report')).toEqual({ kind: 'fact' });
  });
});
