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

describe('a clause ends at its citation (review turn 4, R2)', () => {
  it('splits a one-sentence comparison into its claims; the conclusion cites nothing', () => {
    expect(claims('The Zenith Air 13 weighs 0.98 kg [1] and the Corvo Book 14 weighs 1.46 kg [2], so the Zenith is lighter.')).toEqual([
      ['The Zenith Air 13 weighs 0.98 kg', [1]],
      ['the Corvo Book 14 weighs 1.46 kg', [2]],
      ['the Zenith is lighter.', []],
    ]);
  });

  it('drops the joining word in other languages, and after a comma', () => {
    expect(claims('Das Zenith Air 13 wiegt 0,98 kg [1], während das Corvo Book 14 1,46 kg wiegt [2].').map((c) => c[0])).toEqual([
      'Das Zenith Air 13 wiegt 0,98 kg',
      'das Corvo Book 14 1,46 kg wiegt .',
    ]);
    expect(claims('Zenith Air 13 の重さは 0.98 kg [1]、Corvo Book 14 は 1.46 kg です [2]。').map((c) => c[0])).toEqual([
      'Zenith Air 13 の重さは 0.98 kg',
      'Corvo Book 14 は 1.46 kg です 。',
    ]);
    expect(claims('Le Zenith pèse 0,98 kg [1] tandis que le Corvo pèse 1,46 kg [2].')[1]![0]).toBe('le Corvo pèse 1,46 kg .');
  });

  it('keeps an attribution with what it introduces, and several markers in a row on one claim', () => {
    expect(claims('According to the review [1], the battery lasts 10 hours.')).toEqual([['According to the review , the battery lasts 10 hours.', [1]]]);
    expect(claims('It weighs 0.98 kg [1] [2] and costs 999 euros [3].')).toEqual([
      ['It weighs 0.98 kg', [1, 2]],
      ['costs 999 euros .', [3]],
    ]);
  });

  it('does not end a sentence at an initial or a lone letter\'s full stop: a name stays one claim with its own citation', () => {
    expect(claims('The programme was led by John F. Kennedy [1] and the crew had two people [2].')).toEqual([
      ['The programme was led by John F. Kennedy', [1]],
      ['the crew had two people .', [2]],
    ]);
    expect(claims('It airs 7:00 to 9:00 a.m. weekdays [1] and the late show is hosted by Jimmy Kimmel [2].').map((c) => c[1])).toEqual([[1], [2]]);
    expect(claims('Japan scores higher than the U.S. on tests [1].')).toEqual([['Japan scores higher than the U.S. on tests .', [1]]]);
    // A real sentence end still is one.
    expect(claims('It lasts 10 hours. Charging takes 45 minutes [1].').map((c) => c[0])).toEqual(['It lasts 10 hours.', 'Charging takes 45 minutes .']);
  });

  it('an attribution followed by its claim in the same clause ends at its citation like any claim', () => {
    expect(claims('According to the review, the battery lasts 10 hours [1] and the screen is matte [2].')).toEqual([
      ['According to the review, the battery lasts 10 hours', [1]],
      ['the screen is matte .', [2]],
    ]);
    expect(claims('According to the review [1], the battery lasts 10 hours.')).toEqual([['According to the review , the battery lasts 10 hours.', [1]]]);
  });
});
