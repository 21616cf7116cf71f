import { describe, expect, it } from 'vitest';
import { namesThisPage } from './names-this-page';

describe('namesThisPage', () => {
  it('is true for a question about the page in front of the user', () => {
    expect(namesThisPage('Summarize this page')).toBe(true);
    expect(namesThisPage('What does the current tab say about tides?')).toBe(true);
  });
  it('is false for other questions, and for words that only contain the phrase', () => {
    expect(namesThisPage('Compare the pages I have open')).toBe(false);
    expect(namesThisPage('What is on these pages?')).toBe(false);
    expect(namesThisPage('Is this pageant on Friday?')).toBe(false);
  });
});
