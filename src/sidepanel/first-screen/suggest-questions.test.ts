import { describe, expect, it } from 'vitest';
import { suggestQuestions } from './suggest-questions';

describe('suggestQuestions', () => {
  it('offers the questions people ask most, and one from a telling heading', () => {
    expect(suggestQuestions(['Introduction', 'Battery life', 'Verdict'])).toEqual([
      'Summarize this page',
      'What are the key points?',
      'What does it say about Battery life?',
    ]);
  });

  it('skips the heading that is the page’s own title, and uses the next telling one (review N15)', () => {
    const title = 'Zenith Air 13 review: light, quiet and quick – Gadget Weekly';
    expect(suggestQuestions(['Zenith Air 13 review: light, quiet and quick', 'Design', 'Battery life'], title)[2]).toBe('What does it say about Design?');
    expect(suggestQuestions(['Zenith Air 13 review: light, quiet and quick'], title)).toHaveLength(2);
  });

  it('builds nothing from generic, overlong or missing headings', () => {
    expect(suggestQuestions(['Contents', 'See also', 'Comments'])).toHaveLength(2);
    expect(suggestQuestions(['A heading that goes on far too long to read as the subject of a question'])).toHaveLength(2);
    expect(suggestQuestions(undefined)).toHaveLength(2);
  });
});
