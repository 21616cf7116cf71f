import { describe, expect, it } from 'vitest';
import { drawDistractors, groupPages } from './draw-distractors';

const pages = Array.from({ length: 40 }, (_, i) => `p${String(i).padStart(2, '0')}`);
const request = { pages, heldOut: new Set(['p00', 'p01']), group: new Set(['p02', 'p03', 'p04']), count: 4, draws: 8, seed: 1, key: 'case-a' };

describe('drawDistractors', () => {
  it('draws the same pages for the same request, whatever the listing order', () => {
    expect(drawDistractors(request)).toEqual(drawDistractors({ ...request, pages: [...pages].reverse() }));
  });
  it('draws other pages under another seed or for another question', () => {
    expect(drawDistractors({ ...request, seed: 2 })).not.toEqual(drawDistractors(request));
    expect(drawDistractors({ ...request, key: 'case-b' })).not.toEqual(drawDistractors(request));
  });
  it('never draws a held-out page or a page of the group, and no page twice in a draw', () => {
    const draws = drawDistractors({ ...request, draws: 50 });
    expect(draws).toHaveLength(50);
    for (const draw of draws) {
      expect(draw).toHaveLength(4);
      expect(new Set(draw).size).toBe(4);
      for (const p of draw) expect(['p00', 'p01', 'p02', 'p03', 'p04']).not.toContain(p);
    }
  });
  it('draws fewer when the pool is smaller than asked', () => {
    expect(drawDistractors({ ...request, pages: ['p00', 'p05', 'p06'], draws: 1 })[0]!.sort()).toEqual(['p05', 'p06']);
  });
});

describe('groupPages', () => {
  const cases = [
    { id: 'a', compared: [{ page: 'x' }, { page: 'y' }] },
    { id: 'b', compared: [{ page: 'z' }, { page: 'y' }] },
    { id: 'c', compared: [{ page: 'w' }] },
  ];
  it("gathers the pages compared by every case of a case's group", () => {
    const of = groupPages(cases, { a: 'g', b: 'g' });
    expect([...of('a')].sort()).toEqual(['x', 'y', 'z']);
    expect([...of('c')]).toEqual(['w']);
  });
});
