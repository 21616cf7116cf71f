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

  it('bolds the sentence that answers, not one that shares a word in another form or sense (review R13)', () => {
    const bakery = 'We open at 6:30 in the morning and close at 2 in the afternoon. We are closed every Monday. The bread is baked on site.';
    expect(bold(bakery, 'Which day is the bakery closed?')).toBe('We are closed every Monday.');
    expect(bold(bakery, 'When is the bakery shut?')).toBe('We open at 6:30 in the morning and close at 2 in the afternoon.');
    const guide = 'Start with one drawer. Give away what you have not used in a year, and your space will feel lighter. Repeat weekly.';
    expect(matchedSentence(guide, 'Which laptop is lighter?')).toBeUndefined();
    const review = 'The Zenith Air 13 is lighter on the wallet than its rivals. At 0.98 kg it is the lightest laptop we tested.';
    expect(bold(review, 'Which laptop is lighter?')).toBe('At 0.98 kg it is the lightest laptop we tested.');
  });
});
