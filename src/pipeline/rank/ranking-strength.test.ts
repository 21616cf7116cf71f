import { describe, expect, it } from 'vitest';
import { rankTabs } from './rank-tabs';
import { rankingStrength } from './ranking-strength';
import { createTabIndex } from './tab-index';
import { chunksOf } from '../../../tests/support/test-chunks';

const tab = createTabIndex(
  chunksOf([
    'The researchers observed Europa for 17 nights with the Keck telescope in Hawaii.',
    'The plume held about 2,300 tons of water vapour.',
    'Europa Clipper is scheduled to launch in the mid-2020s.',
  ]),
  'Europa plumes',
);
const tabs = [{ source: { tabId: 1, url: 'https://e.test/', title: 'Europa plumes', site: 'e.test' }, index: tab }];
const strength = (q: string) => rankingStrength(tabs, q, rankTabs(tabs, q));

describe('rankingStrength', () => {
  it('is high when the best chunk holds the question’s words', () => {
    expect(strength('How many nights did researchers observe Europa with the Keck telescope?')).toBeGreaterThan(0.6);
  });

  it('is low when the question is in other words than the page, and 0 when nothing matches', () => {
    expect(strength('For how many evenings was the ocean moon monitored with the Hawaiian instrument?')).toBeLessThan(0.3);
    expect(strength('What is the capital of Australia?')).toBe(0);
  });

  it('is 1 for a question with no searchable words', () => {
    expect(strength('What is it?')).toBe(1);
  });
});
