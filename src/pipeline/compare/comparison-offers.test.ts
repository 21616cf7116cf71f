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
    // The copy is dropped; of the two left, the shorter goes first (length-price.ts).
    expect(offers.map((o) => o.chunk.index)).toEqual([2, 0]);
  });

  it('offers a tab where nothing matches in reading order, after what matched elsewhere', () => {
    const matching = tab(1, ['Battery: 8 hours', 'Colour: black']);
    const foreign = tab(2, ['Einleitung', 'Akkulaufzeit acht Stunden']);
    const ranked = [{ source: matching.source, chunk: matching.chunks[0]!, score: 2 }];
    const offers = comparisonOffers([matching, foreign], ranked, []);
    expect(offers.map((o) => [o.source.tabId, o.chunk.index])).toEqual([[1, 0], [2, 0], [2, 1]]);
    expect(offers.filter((o) => o.source.tabId === 2).every((o) => o.score === UNMATCHED_SCORE)).toBe(true);
  });

  it('of two passages that state the measure and match about as well, offers the shorter first', () => {
    const guide = tab(1, [
      'We tested every pair for weeks, on commutes, at the gym and on long flights, and we measured how long each battery lasted with noise cancelling on and off; the best of them ran for 8 hours, and most of the others were close behind, which is more than enough for a working day for most people.',
      'Good battery life is at least five hours per charge.',
    ]);
    const q = 'What battery life do these guides consider good enough?';
    const ranked = [
      { source: guide.source, chunk: guide.chunks[0]!, score: 2 },
      { source: guide.source, chunk: guide.chunks[1]!, score: 1.95 },
    ];
    expect(comparisonOffers([guide], ranked, findAttributes(q), q).map((o) => o.chunk.index)).toEqual([1, 0]);
    // The scores are the passages' own: the length orders, it takes nothing from what matched.
    expect(comparisonOffers([guide], ranked, findAttributes(q), q).find((o) => o.chunk.index === 0)!.score).toBe(2.5);
  });

  it("keeps a passage with the question's words and no figure in its place among the figure lines", () => {
    // A fact question read as a comparison ("larger than the crust"): the tab's best match states no size,
    // and its length does not put it behind lines that only hold a figure.
    const page = tab(1, [
      'The flask was 12 cm wide.',
      "The rest of the Earth's crust is made of oxygen compounds. The Earth's mantle, of much larger mass than the crust, is largely composed of silicates of magnesium and iron, and the oxides of the crust and mantle hold most of the planet's oxygen.",
      'The shells are 3 mm thick.',
    ]);
    const q = "What part of the Earth's geological structure is larger than the crust?";
    const ranked = [{ source: page.source, chunk: page.chunks[1]!, score: 3 }];
    expect(comparisonOffers([page], ranked, findAttributes(q), q).map((o) => o.chunk.index)).toEqual([0, 1, 2]);
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
