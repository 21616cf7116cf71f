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
    // The copy is dropped; the two left state the measure alike and keep their reading order.
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

  it('on a page listing many things, offers the line of the item the question names first', () => {
    const shop = {
      source: { tabId: 1, url: 'https://shop.test/cameras', title: 'Digital Cameras', site: 'shop.test' },
      chunks: [
        ...chunksOf(['Capture stunning images with 24.5MP, full frame.'], ['Nikon Z6III Mirrorless Camera']),
        ...chunksOf(['Experience superior Image Quality with 24.5MP.'], ['Nikon Z5II Mirrorless Camera']),
      ].map((c, index) => ({ ...c, index })),
    };
    const q = 'Which has more megapixels, the D750 or the Z5II?';
    const ranked = shop.chunks.map((chunk, i) => ({ source: shop.source, chunk, score: 2 - i }));
    expect(comparisonOffers([shop], ranked, findAttributes(q), q)[0]!.chunk.index).toBe(1);
    expect(comparisonOffers([shop], ranked, findAttributes(q))[0]!.chunk.index).toBe(0);
  });
});
