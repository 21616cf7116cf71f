import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../../tests/support/test-chunks';
import { leadFirst } from './lead-first';
import type { Passage } from './passage';

function tab(tabId: number, texts: string[], scores: Array<[number, number]>): Passage[] {
  const source = { tabId, url: `https://e.com/${tabId}`, title: `Tab ${tabId}`, site: 'e.com' };
  return chunksOf(texts).map((chunk, i) => ({ source, chunk, score: scores[i]![0], lead: scores[i]![1], tokens: 4 }));
}

const texts = (passages: Passage[]) => passages.map((p) => p.chunk.text);

describe('leadFirst', () => {
  it('moves a tab’s opening behind the passage of that tab that answers better without the title’s words', () => {
    const [opening, weight, other] = tab(1, ['Corvo Book 14 review', 'It weighs 1.3 kg', 'Ports'], [[0.9, 0.4], [0.8, 0.7], [0.3, 0.3]]);
    const [elsewhere] = tab(2, ['Another page'], [[0.85, 0.85]]);
    expect(texts(leadFirst([opening!, elsewhere!, weight!, other!]))).toEqual(['Another page', 'It weighs 1.3 kg', 'Corvo Book 14 review', 'Ports']);
  });

  it('keeps the ranking’s order of passages that are not an opening, whatever their lead', () => {
    const passages = tab(1, ['Intro', 'runs for 11 hours and 42 minutes', 'With a mix of browsing and video calls'], [[0.1, 0.1], [0.9, 0.5], [0.8, 0.6]]).slice(1);
    expect(texts(leadFirst(passages))).toEqual(['runs for 11 hours and 42 minutes', 'With a mix of browsing and video calls']);
  });

  it('leaves an opening first when it answers best by lead too, and ignores other tabs’ leads', () => {
    const [opening, rest] = tab(1, ['Opening', 'Rest'], [[0.9, 0.8], [0.5, 0.4]]);
    const [elsewhere] = tab(2, ['Elsewhere'], [[0.4, 0.99]]);
    expect(texts(leadFirst([opening!, rest!, elsewhere!]))).toEqual(['Opening', 'Rest', 'Elsewhere']);
  });
});
