import { describe, expect, it } from 'vitest';
import { findAttributes } from '../compare/find-attributes';
import type { Passage } from './passage';
import { statedFirst } from './stated-first';

const source = { tabId: 1, url: 'https://shop.example/ridge', title: 'Ridge wallet', site: 'shop.example' };
const passage = (index: number, text: string, score: number): Passage =>
  ({ source, chunk: { index, text, headings: [] }, score, tokens: 10 }) as unknown as Passage;

describe('statedFirst', () => {
  const opening = passage(0, 'The Ridge wallet is slim and holds your cards.', 3);
  const spec = passage(4, 'Weight: 2 oz', 1);
  const unrelated = passage(7, 'Ships in 2 oz boxes', 0);

  it('puts a matching passage that states the measure asked for before the ranking’s first', () => {
    expect(statedFirst([opening, unrelated, spec], findAttributes('How heavy is the Ridge wallet?'))).toEqual([spec, opening, unrelated]);
    expect(statedFirst([opening, spec], findAttributes('重さは？'))).toEqual([spec, opening]);
  });

  it('keeps the ranking’s order when the question asks for no measure', () => {
    expect(statedFirst([opening, spec], findAttributes('Who makes the Ridge wallet?'))).toEqual([opening, spec]);
  });
});
