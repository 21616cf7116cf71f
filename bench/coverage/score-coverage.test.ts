import { describe, expect, it } from 'vitest';
import type { Article } from '../../src/pipeline/extract/article';
import { chunksOf } from '../../tests/support/test-chunks';
import { classification, runCoverage, summarise } from './run-coverage';
import { seededRandom } from '../../tests/support/seeded-random';
import { scoreTab } from './score-coverage';

describe('scoreTab', () => {
  const chunks = [...chunksOf(['Lead text.'], []), ...chunksOf(['A one.', 'A two.'], ['A']), ...chunksOf(['B one.'], ['B'])].map((c, index) => ({ ...c, index }));
  const sent = (indexes: number[]) => indexes.map((i) => ({ chunk: chunks[i]!, tokens: 10 }));

  it('counts sections with a passage sent, the lead, the tab’s share and the evidence held', () => {
    const score = scoreTab(chunks, sent([0, 2]), 40, ['A two.', 'B one.', 'Nowhere.']);
    expect(score).toEqual({ sections: 2 / 3, sectionCount: 3, lead: true, share: 0.5, evidence: 1 / 3, evidenceCount: 3, whole: false });
    expect(scoreTab(chunks, sent([1, 3]), 20, []).lead).toBe(false);
    expect(scoreTab(chunks, sent([0, 1, 2, 3]), 40, []).whole).toBe(true);
  });

  it('draws the same random numbers every run', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});

describe('the coverage benchmark on a tiny set', () => {
  const paragraphs = (doc: string, n: number) => Array.from({ length: n }, (_, i) => `${doc} paragraph ${i} ${'with plain words to read '.repeat(12)}.`);
  const docs = ['Cats', 'Rockets', 'Bread'];
  const set = {
    name: 'tiny',
    dir: '',
    docs: docs.map((d, i) => ({ doc_id: d, title: d, file: '', n_words: i === 0 ? 6000 : 900 })),
    questions: [{ id: '1', doc_id: 'Cats', question: 'q', answers: ['x'], evidence: `Cats paragraph 0 ${'with plain words to read '.repeat(12).trim()} .` }],
    skipped: 0,
  };
  const articles: Article[] = docs.map((d, i) => {
    const texts = paragraphs(d, i === 0 ? 120 : 8);
    return { url: `https://bench.local/${d}`, title: d, site: 'bench.local', method: 'readability', blocks: texts.map((text) => ({ kind: 'paragraph' as const, text })), text: texts.join('\n\n') };
  });

  it('scores single pages and pools for every selection; a page that fits goes whole', () => {
    const results = runCoverage(set, articles, { window: 4096, pools: [3], poolsPerSize: 1, longWords: [5000, 7000] });
    const rows = summarise(results);
    expect(rows.map((r) => r.group)).toEqual(['single, long', 'single', 'pool of 3']);
    const long = rows[0]!;
    expect(long['ask-tabs'].sections).toBe(1);
    expect(long['ask-tabs'].lead).toBe(1);
    const small = rows[1]!;
    expect(small.fits).toBe(2);
    expect(small['ask-tabs'].whole).toBe(2);
    expect(small['ask-tabs'].sections).toBe(1);
    expect(rows[2]!['ask-tabs'].worstTabSections).toBeGreaterThanOrEqual(0.6);
    expect(results[0]!.tabs['ask-tabs'][0]!.evidence).toBe(1);
  });

  it('finds every whole-page phrasing classified as such', () => {
    for (const c of classification()) expect(c.wrong).toEqual([]);
  });
});
