import { describe, expect, it } from 'vitest';
import { answerInPage, median, scoreTurn, splitsIn } from './score-followups';

describe('scoreTurn', () => {
  it('counts unrelated passages and whether the answer comes first, whitespace-normalised', () => {
    const sent = [
      { page: 'a', text: 'Opening hours\nWe are  closed every Monday.' },
      { page: 'b', text: 'Declutter on Sunday.' },
    ];
    expect(scoreTurn('a', ['closed every Monday'], sent)).toEqual({ passages: 2, unrelated: 1, answerFirst: true, answerSent: true });
    expect(scoreTurn('a', ['Tuesday'], sent)).toMatchObject({ answerFirst: false, answerSent: false });
    expect(scoreTurn('b', ['Sunday'], sent)).toMatchObject({ unrelated: 1, answerFirst: false, answerSent: true });
  });
  it('median and answer-in-page', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(median([])).toBe(0);
    expect(answerInPage('x  y', ['x y'])).toBe(true);
  });
  it('reads a spec row or a label run into its value as the snippet written from the page', () => {
    expect(answerInPage('Foam\tEVA\n\nCase Material\tABS', ['Case Material: ABS'])).toBe(true);
    expect(answerInPage('Overall height (with lid)86mm', ['Overall height (with lid) 86mm'])).toBe(true);
    expect(answerInPage('Case Material\tAluminium', ['Case Material: ABS'])).toBe(false);
  });
  it('summarises every split present, a later one too, in case order', () => {
    expect(splitsIn([{ split: 'dev' }, { split: 'test' }, { split: 'dev' }, { split: 'fresh' }])).toEqual(['dev', 'test', 'fresh']);
    expect(splitsIn([{ split: 'fresh' }])).toEqual(['fresh']);
  });
});
