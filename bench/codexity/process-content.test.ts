import { describe, expect, it } from 'vitest';
import { BM25Okapi } from './bm25-okapi';
import { chunkText } from './chunk-text';
import { buildCodexityContext, cutToBudget, processContent, selectTopChunks, type TextChunk } from './process-content';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('Codexity chunk_text', () => {
  it('keeps a short text whole and windows a long one by 512 words stepping 462', () => {
    expect(chunkText('a  b\nc')).toEqual(['a  b\nc']);
    const text = Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' ');
    const chunks = chunkText(text);
    expect(chunks.map(words)).toEqual([512, 512, 76]);
    expect(chunks[1]!.startsWith('w462 ')).toBe(true);
  });
});

describe('BM25Okapi as rank_bm25 computes it', () => {
  it('matches hand-computed scores, with a negative IDF replaced by 0.25 × mean IDF', () => {
    const corpus = [['a', 'b'], ['a', 'c'], ['a', 'b', 'd']];
    const bm25 = new BM25Okapi(corpus);
    // idf: a = ln(0.5) − ln(3.5) < 0 → eps; b = ln(1.5) − ln(2.5); c = d = ln(2.5) − ln(1.5).
    const idfA = Math.log(0.5) - Math.log(3.5);
    const idfB = Math.log(1.5) - Math.log(2.5);
    const idfC = Math.log(2.5) - Math.log(1.5);
    const eps = 0.25 * ((idfA + idfB + 2 * idfC) / 4);
    const avgdl = 7 / 3;
    const tf = (f: number, len: number) => (f * 2.5) / (f + 1.5 * (0.25 + (0.75 * len) / avgdl));
    const scores = bm25.getScores(['a', 'c', 'c']);
    expect(scores[0]).toBeCloseTo(eps * tf(1, 2), 10);
    expect(scores[1]).toBeCloseTo(eps * tf(1, 2) + 2 * idfC * tf(1, 2), 10);
    expect(scores[2]).toBeCloseTo(eps * tf(1, 3), 10);
  });
});

describe('Codexity selection and context', () => {
  const chunk = (text: string, url: string, score: number): TextChunk => ({ text, sourceUrl: url, sourceTitle: url, relevanceScore: score });

  it('takes at most 3 per source within the budget, and cuts a first chunk that alone is too big', () => {
    const ranked = [1, 2, 3, 4].map((i) => chunk(`a${i} b c`, 'A', 10 - i)).concat([chunk('x y z', 'B', 1)]);
    expect(selectTopChunks(ranked, 100, words).map((c) => c.text)).toEqual(['a1 b c', 'a2 b c', 'a3 b c', 'x y z']);
    expect(selectTopChunks(ranked, 7, words).map((c) => c.text)).toEqual(['a1 b c', 'a2 b c']);
    expect(selectTopChunks([chunk('one two three four five', 'A', 1)], 2, words).map((c) => [c.text, c.tokens])).toEqual([['one two', 2]]);
    expect(cutToBudget('one two three', 0, words)).toBe('');
  });

  it('numbers sources by URL', () => {
    const { context, sources } = buildCodexityContext([chunk('p', 'A', 1), chunk('q', 'B', 1), chunk('r', 'A', 1)]);
    expect(context).toBe('[Source 1]\np\n\n[Source 2]\nq\n\n[Source 1]\nr');
    expect(sources.map((s) => s.index)).toEqual([1, 2]);
  });

  it('runs process_content end to end', () => {
    const pages = [
      { url: 'A', title: 'Cats', content: 'Cats sleep sixteen hours.' },
      { url: 'B', title: 'Dogs', content: 'Dogs bark at night.' },
      { url: 'C', title: 'Fish', content: 'Fish swim.' },
    ];
    const { context } = processContent(pages, 'when do dogs bark', 4000);
    expect(context.startsWith('[Source 1]\nDogs bark')).toBe(true);
  });
});
