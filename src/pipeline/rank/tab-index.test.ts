import { describe, expect, it } from 'vitest';
import { BM25 } from './bm25-params';
import { directFrequencies } from './direct-frequencies';
import { prepareTerms } from './prepare-terms';
import { createTabIndex } from './tab-index';
import { chunksOf } from '../../../tests/support/test-chunks';

const texts = [
  'Battery life is excellent and the battery charges fast.',
  'The screen is bright.',
  'Charging the battery takes an hour with the charger in the box.',
  'The camera is sharp in daylight.',
];

describe('createTabIndex', () => {
  it("keeps the reading's frequencies and IDF counts when chunks beside it follow", () => {
    const reading = chunksOf(texts);
    const beside = chunksOf(['Battery life is rated at 20 hours on the box.', 'Warranty of two years.']).map((c, i) => ({ ...c, index: texts.length + i, beside: true as const }));
    const alone = createTabIndex(reading, 'Phone');
    const both = createTabIndex([...reading, ...beside], 'Phone');
    expect(both.readingSize).toBe(4);
    expect(both.docFreq).toEqual(alone.docFreq);
    // Its own chunk, and the one beside it through the neighbour field: never a reading chunk.
    expect(both.besideFreq.get('warranti')).toBe(2);
    for (const term of ['batteri', 'screen', 'charg', 'phone']) {
      const own = both.termFrequencies(term).filter(([i]) => i < 4);
      expect(own).toEqual(alone.termFrequencies(term));
    }
    expect(both.termFrequencies('warranti').map(([i]) => i)).toEqual([4, 5]);
  });

  it('counts in how many chunks each term is (any field)', () => {
    const index = createTabIndex(chunksOf(texts), 'Phone');
    expect(index.docFreq.get('batteri')).toBe(4); // in two bodies, and beside them in the others
    expect(index.docFreq.get('phone')).toBe(4); // the title is a field of every chunk
    expect(index.chunks).toHaveLength(4);
  });

  it('gives the same term frequencies through wink as through the formula used for small tabs', () => {
    const index = createTabIndex(chunksOf(texts), 'Phone');
    const fields = texts.map((t, i) => ({
      body: prepareTerms(t),
      heading: prepareTerms('Phone'),
      near: [...(texts[i - 1] ? prepareTerms(texts[i - 1]!) : []), ...(texts[i + 1] ? prepareTerms(texts[i + 1]!) : [])],
    }));
    const direct = directFrequencies(fields, BM25);
    for (const term of ['batteri', 'screen', 'charg', 'phone', 'camera']) {
      const viaWink = new Map(index.termFrequencies(term));
      const viaFormula = new Map(direct(term));
      expect([...viaWink.keys()].sort()).toEqual([...viaFormula.keys()].sort());
      for (const [chunk, tf] of viaFormula) expect(viaWink.get(chunk)).toBeCloseTo(tf, 6);
    }
  });

  it('indexes tabs of 0, 1 and 2 chunks without wink (it needs 3)', () => {
    expect(createTabIndex([], 'Empty').termFrequencies('anything')).toEqual([]);
    const one = createTabIndex(chunksOf(['Only one chunk about batteries.']), 'One');
    expect(one.termFrequencies('batteri')).toHaveLength(1);
    const two = createTabIndex(chunksOf(['Batteries here.', 'Screens there.']));
    // Chunk 1 holds the word; chunk 0 only beside it (the neighbour field), so it weighs less.
    const [first, second] = [...two.termFrequencies('screen')].sort((a, b) => a[0] - b[0]);
    expect(first![0]).toBe(0);
    expect(second![0]).toBe(1);
    expect(second![1]).toBeGreaterThan(first![1] * 2);
  });
});
