import { describe, expect, it } from 'vitest';
import { citationNumbers, parseCitations } from './parse-citations';

const valid = new Set([1, 2, 3, 4]);
const cites = (answer: string) =>
  parseCitations(answer, valid).flatMap((s) => (s.kind === 'citation' ? [s.ids] : []));

describe('parseCitations', () => {
  it('reads [n], [n, m], [n][m], ranges and the [Source n] shape', () => {
    expect(cites('A [1]. B [2, 3]. C [1][4]. D [2-4]. E [Source 3]. F 【2】.')).toEqual([[1], [2, 3], [1, 4], [2, 3, 4], [3], [2]]);
  });

  it('drops numbers that do not exist, and whole groups left empty', () => {
    const segments = parseCitations('Known [2][9]. Unknown [7]. Zero [0].', valid);
    expect(segments.filter((s) => s.kind === 'citation').map((s) => s.kind === 'citation' && s.ids)).toEqual([[2]]);
    const text = segments.map((s) => (s.kind === 'citation' ? '' : s.text)).join('');
    expect(text).toBe('Known . Unknown. Zero.');
  });

  it('leaves code alone', () => {
    const segments = parseCitations('Use `arr[1]` here [1].\n```\nx = a[2]\n```', valid);
    expect(segments.filter((s) => s.kind === 'citation')).toHaveLength(1);
    expect(segments.filter((s) => s.kind === 'code').map((s) => s.text)).toEqual(['`arr[1]`', '```\nx = a[2]\n```']);
  });

  it('numbers groups in answer order and keeps all the text', () => {
    const answer = 'One [1] two [2, 3] three.';
    const segments = parseCitations(answer, valid);
    expect(segments.flatMap((s) => (s.kind === 'citation' ? [s.group] : []))).toEqual([0, 1]);
    expect(segments.map((s) => (s.kind === 'citation' ? s.raw : s.text)).join('')).toBe(answer);
  });

  it('does not take ordinary brackets for citations', () => {
    expect(cites('See [the docs] and [a, b] or [1.5 GHz].')).toEqual([]);
  });

  it('caps huge ranges', () => {
    expect(citationNumbers('[1-999]')).toHaveLength(21);
  });
});
