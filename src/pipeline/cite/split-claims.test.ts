import { describe, expect, it } from 'vitest';
import { parseCitations } from './parse-citations';
import { splitClaims } from './split-claims';

const claims = (answer: string) =>
  splitClaims(parseCitations(answer, new Set([1, 2, 3]))).map((c) => [c.text, c.ids]);

describe('splitClaims', () => {
  it('attaches a citation to the sentence it follows, before or after the full stop', () => {
    expect(claims('It lasts 10 hours [1]. It weighs 1.2 kg. [2] Price unknown.')).toEqual([
      ['It lasts 10 hours .', [1]],
      ['It weighs 1.2 kg.', [2]],
      ['Price unknown.', []],
    ]);
  });

  it('splits list items and lines', () => {
    expect(claims('- Battery: 10 h [1]\n- Weight: 1.2 kg [2][3]')).toEqual([
      ['- Battery: 10 h', [1]],
      ['- Weight: 1.2 kg', [2, 3]],
    ]);
  });
});
