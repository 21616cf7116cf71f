import { describe, expect, it } from 'vitest';
import { figuresOf, holdsFigures } from './figures-of';
import { normalised, quantitiesIn, readNumber } from './quantities';

const holds = (claim: string, passage: string) => holdsFigures(figuresOf(claim, ''), passage);

describe('numbers as numbers', () => {
  it('reads decimal commas and points, and keeps both readings where a separator could be either', () => {
    expect(readNumber('0,98')).toEqual([0.98]);
    expect(readNumber('0.98')).toEqual([0.98]);
    expect(readNumber('1,000').sort()).toEqual([1, 1000]);
    expect(readNumber('1.000.000')).toEqual([1_000_000]);
    expect(readNumber('1.000,5')).toEqual([1000.5]);
    expect(readNumber('1,000.5')).toEqual([1000.5]);
  });

  it('finds numbers with thousands spaces, full-width digits and units, also between Japanese words', () => {
    expect(quantitiesIn(normalised('1 000 km')).map((q) => [q.values, q.dimension])).toEqual([[[1_000_000], 'length']]);
    expect(quantitiesIn(normalised('重さは０．９８キロです')).map((q) => q.values)).toEqual([[980]]);
    expect(quantitiesIn(normalised('RTX4080, i5-4460 and the 1990s')).map((q) => q.values)).toEqual([[4460]]);
  });

  it('matches a figure across formats and unit spellings', () => {
    expect(holds('Das Zenith wiegt 0,98 kg', 'At 0.98 kg, it is light.')).toBe(true);
    expect(holds('It weighs 0.98 kilograms', 'It weighs 0.98 kg.')).toBe(true);
    expect(holds('重さは0.98キロ', 'It weighs 0.98 kg.')).toBe(true);
    expect(holds('重さは０．９８ｋｇ', 'It weighs 0.98 kg.')).toBe(true);
    expect(holds('It weighs 980 g', 'It weighs 0.98 kg.')).toBe(true);
    expect(holds('Es kostet 1.299 Euro', 'It costs 1,299 euros.')).toBe(true);
    expect(holds('Il pèse 1 460 grammes', 'At 1.46 kg it is sturdy.')).toBe(true);
    expect(holds('The trip is 1,000 km', 'The trip is 1 000 km long.')).toBe(true);
  });

  it('still tells different figures apart', () => {
    expect(holds('Das Zenith wiegt 0,89 kg', 'At 0.98 kg, it is light.')).toBe(false);
    expect(holds('It weighs 1.46 kg', 'It is 1.46 m wide and weighs 2 kg.')).toBe(false);
    expect(holds('It weighs 1.46 kg', 'Chapter 1 has 46 pages.')).toBe(false);
    expect(holds('It lasts 10 hours', 'It lasts 10 minutes.')).toBe(false);
  });
});

describe('a space groups digits only on its own', () => {
  it('reads "S-IVB-200 200,000 lbf" as two numbers', () => {
    expect(quantitiesIn(normalised('the S-IVB-200 200,000 lbf')).map((q) => q.values.sort((a, b) => a - b))).toEqual([[200], [200, 200000]]);
    expect(quantitiesIn(normalised('1 000,5 km')).map((q) => q.values)).toEqual([[1_000_500]]);
  });
});
