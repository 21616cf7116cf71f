import { describe, expect, it } from 'vitest';
import { matchedSentence } from './matched-sentence';

const REPORT =
  'The Harrow Valley reservoir held 41.7 million cubic metres at the end of March, which is 88 percent of its capacity. ' +
  'Storage in the smaller Ashcombe reservoir was drawn down for inspection of its outlet tower. No hosepipe restrictions were needed during the year.';

const bold = (text: string, query: string) => {
  const span = matchedSentence(text, query);
  return span && text.slice(span.start, span.end);
};

describe('matchedSentence', () => {
  it('finds the sentence that answers the question in a long passage', () => {
    expect(bold(REPORT, 'How much water did the reservoir hold at the end of March?')).toBe(
      'The Harrow Valley reservoir held 41.7 million cubic metres at the end of March, which is 88 percent of its capacity.',
    );
    expect(bold(REPORT, 'Were there hosepipe restrictions?')).toBe('No hosepipe restrictions were needed during the year.');
  });

  it('matches word forms, as the ranking does (stems)', () => {
    expect(bold('The keyboard is quiet. The laptop weighs 1.1 kilograms in all.', 'How much does the laptop weigh?')).toBe('The laptop weighs 1.1 kilograms in all.');
  });

  it('bolds nothing in a one-sentence passage or when no sentence shares a word', () => {
    expect(matchedSentence('The laptop weighs 1.1 kilograms.', 'weight of the laptop')).toBeUndefined();
    expect(matchedSentence(REPORT, 'Who won the cup final?')).toBeUndefined();
  });
});
