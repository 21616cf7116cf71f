import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../../tests/support/test-chunks';
import { comparisonOffers, UNMATCHED_SCORE } from './comparison-offers';
import { findAttributes } from './find-attributes';

const tab = (tabId: number, texts: string[]) => ({ source: { tabId, url: `https://example.test/${tabId}`, title: `Tab ${tabId}`, site: 'example.test' }, chunks: chunksOf(texts) });

describe('comparisonOffers', () => {
  it('offers a block the page repeats nearly word for word once', () => {
    const camera = tab(1, [
      'Featuring a 24.3MP CMOS sensor, along with the EXPEED 4 image processor, this camera shoots at a continuous rate of up to 6.5 fps.',
      'Featuring a 24.3MP CMOS sensor, along with the EXPEED 4 image processor, this camera shoots at a continuous shooting rate of up to 6.5 fps.',
      'The 24.3MP FX-format CMOS sensor works with the EXPEED 4 processor.',
    ]);
    const offers = comparisonOffers([camera], [], findAttributes('Which camera has more megapixels?'));
    expect(offers.map((o) => o.chunk.index)).toEqual([0, 2]);
  });

  it('offers a tab where nothing matches in reading order, after what matched elsewhere', () => {
    const matching = tab(1, ['Battery: 8 hours', 'Colour: black']);
    const foreign = tab(2, ['Einleitung', 'Akkulaufzeit acht Stunden']);
    const ranked = [{ source: matching.source, chunk: matching.chunks[0]!, score: 2 }];
    const offers = comparisonOffers([matching, foreign], ranked, []);
    expect(offers.map((o) => [o.source.tabId, o.chunk.index])).toEqual([[1, 0], [2, 0], [2, 1]]);
    expect(offers.filter((o) => o.source.tabId === 2).every((o) => o.score === UNMATCHED_SCORE)).toBe(true);
  });
});
