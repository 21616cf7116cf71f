import { describe, expect, it } from 'vitest';
import { findAttributes } from '../compare/find-attributes';
import { createTabIndex } from '../rank/tab-index';
import type { Chunk } from '../chunk/chunk';
import { withStated } from './stated-candidates';

const chunk = (index: number, text: string, headings: string[] = []) => ({ index, text, headings }) as unknown as Chunk;
const tab = (tabId: number, title: string, chunks: Chunk[]) => ({ source: { tabId, url: `https://x.example/${tabId}`, title, site: 'x.example' }, index: createTabIndex(chunks, title) });

describe('withStated', () => {
  const ridge = tab(1, 'Ridge wallet', [chunk(0, 'Holds 1-12 cards while remaining slim.'), chunk(1, '2 oz', ['Weight']), chunk(2, 'Free returns.')]);
  const shop = tab(2, 'Coffee', [chunk(0, 'A bag of 12 oz beans.')]);
  const carried = { source: ridge.source, chunk: ridge.index.chunks[0]!, score: 0.5 };

  it('joins the matched tab’s passages that state the measure asked, after every match', () => {
    const out = withStated([carried], [ridge, shop], findAttributes('重さは？'));
    expect(out.map((r) => [r.source.tabId, r.chunk.index, r.score])).toEqual([[1, 0, 0.5], [1, 1, 0.25]]);
  });

  it('adds nothing when the question asks no measure or nothing matched', () => {
    expect(withStated([carried], [ridge, shop], findAttributes('Who makes it?'))).toEqual([carried]);
    expect(withStated([], [ridge, shop], findAttributes('重さは？'))).toEqual([]);
  });

  it('puts them ahead of the matches when the tab holds none of the question’s words for the measure (another language)', () => {
    const nord = tab(3, 'Nörd Zero sandals', [chunk(0, 'La suela se desgasta y la goma se pela.'), chunk(1, 'Thickness: Vibram® 5mm, the most famous sole.'), chunk(2, 'Sole thickness', ['5mm'])]);
    const review = { source: nord.source, chunk: nord.index.chunks[0]!, score: 1 };
    const stated = { source: nord.source, chunk: nord.index.chunks[1]!, score: 0.2 };
    const out = withStated([review, stated], [nord], findAttributes('¿Y qué grosor tiene?'), '¿Y qué grosor tiene?');
    expect(out.map((r) => [r.chunk.index, r.score])).toEqual([[1, 1], [0, 1]]);
    // The page's own word for it: the ranking found it, the stated passages join after.
    const english = withStated([review], [nord], findAttributes('How thick is the sole?'), 'How thick is the sole?');
    expect(english.map((r) => r.chunk.index)).toEqual([0, 1]);
  });

  it('keeps the ranking’s order among them: the earlier subject’s price line before a listing’s other prices', () => {
    const listing = tab(4, 'Headlamps | REI Co-op', [
      chunk(0, '$54.95 Max Light: 400 lumens', ['Black Diamond Spot 400 Headlamp']),
      chunk(1, '$24.95 Max Light: 300 lumens', ['Black Diamond Astro 300 Headlamp']),
      chunk(2, '$99.95 Max Light: 1400 lumens', ['Fenix HM65R Rechargeable Headlamp']),
    ]);
    const ranked = [2, 0].map((i, k) => ({ source: listing.source, chunk: listing.index.chunks[i]!, score: 1 - k / 2 }));
    const question = 'Und was kostet die bei REI?';
    const out = withStated(ranked, [listing], findAttributes(question), question);
    expect(out.map((r) => r.chunk.index)).toEqual([2, 0, 1]);
  });
});
