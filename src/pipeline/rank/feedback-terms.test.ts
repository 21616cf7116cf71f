import { describe, expect, it } from 'vitest';
import { feedbackTerms } from './feedback-terms';
import { prepareTerms } from './prepare-terms';
import { rankTabs } from './rank-tabs';
import { createTabIndex } from './tab-index';
import { chunksOf } from '../../../tests/support/test-chunks';

describe('feedbackTerms', () => {
  const index = createTabIndex(
    chunksOf([
      'The moon Europa hides an ocean under its ice shell.',
      'Astronomers watched Europa from the Keck observatory on Mauna Kea.',
      'They saw water vapour over Europa on one night only.',
      'Bread rises when the yeast is warm.',
    ]),
    'Europa',
  );
  const tabs = [{ source: { tabId: 1, url: 'https://e.test/', title: 'Europa', site: 'e.test' }, index }];

  it('adds the words that characterise the best chunks, not the question’s own, at the given weight', () => {
    const query = 'Which moon has an ocean?';
    const ranked = rankTabs(tabs, query);
    const terms = feedbackTerms(tabs, ranked, new Set(prepareTerms(query)), { chunks: 3, terms: 4, weight: 0.3 });
    expect(terms.size).toBe(4);
    expect([...terms.values()].every((w) => w === 0.3)).toBe(true);
    expect(terms.has('europa')).toBe(true);
    for (const own of prepareTerms(query)) expect(terms.has(own)).toBe(false);
    expect(terms.has('yeast')).toBe(false);
  });

  it('adds nothing when nothing matched', () => {
    expect(feedbackTerms(tabs, rankTabs(tabs, 'capital of Australia'), new Set(), { chunks: 3, terms: 4, weight: 0.3 }).size).toBe(0);
  });
});
