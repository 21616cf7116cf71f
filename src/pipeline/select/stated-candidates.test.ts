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
});
