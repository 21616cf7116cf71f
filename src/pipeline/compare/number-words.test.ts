import { describe, expect, it } from 'vitest';
import { unit } from './unit-figure';
import { attributeScore, findAttributes } from './find-attributes';

const states = (question: string, text: string) => attributeScore({ text }, findAttributes(question));
const hours = unit('hours?', 'hrs?', 'h', 'Stunden', 'heures', 'horas', 'ore', 'час\\p{L}*', '小时', '時間', '시간');
const years = unit('years?', 'months?', 'Jahre', 'ans', 'años', 'anos', 'anni', 'лет', 'год\\p{L}*', '年', '년');
const length = unit('in', 'inch(?:es)?', 'm', 'ft', 'feet');

describe('number words before a unit', () => {
  it('reads a figure written as a word in each language the product speaks', () => {
    expect(hours.test('the battery must last at least five hours')).toBe(true);
    expect(hours.test('twenty-four hours of playback, one hundred and twenty hours with the case')).toBe(true);
    expect(years.test('zwei Jahre Garantie')).toBe(true);
    expect(hours.test('bis zu vierundzwanzig Stunden')).toBe(true);
    expect(years.test('garantie trois ans')).toBe(true);
    expect(hours.test('vingt-quatre heures')).toBe(true);
    expect(years.test('dos años de garantía')).toBe(true);
    expect(years.test('treinta y dos años')).toBe(true);
    expect(years.test('garantia de dois anos')).toBe(true);
    expect(hours.test('ventiquattro ore di autonomia')).toBe(true);
    expect(years.test('гарантия два года')).toBe(true);
    expect(hours.test('до пяти часов')).toBe(true);
    expect(years.test('twelve months')).toBe(true);
    expect(years.test('a dozen years')).toBe(true);
  });

  it('reads Chinese and Japanese numerals on the unit, Korean native numerals before it', () => {
    expect(years.test('保修两年')).toBe(true);
    expect(hours.test('续航五小时')).toBe(true);
    expect(hours.test('三時間')).toBe(true);
    expect(hours.test('두 시간')).toBe(true);
    // "千米" is the unit, not a thousand; "一度" is "once".
    expect(unit('度').test('一度')).toBe(false);
    expect(unit('度').test('十度')).toBe(true);
  });

  it('reads no article, no word that only holds a number, and no abbreviated unit after a word', () => {
    expect(years.test('once a year')).toBe(false);
    expect(years.test('un an après')).toBe(false);
    expect(hours.test('someone hours')).toBe(false);
    expect(hours.test('one of the best')).toBe(false);
    expect(hours.test('ten h')).toBe(false);
    expect(length.test('one in five buyers')).toBe(false);
    expect(length.test('a fifteen-inch screen')).toBe(true);
    expect(years.test('a two-year-old company')).toBe(false);
  });

  it('reads German "ein" as one before a unit, and only there: German says "per" with "pro" or "im"', () => {
    const german = unit('Jahre?', 'Stunden?', 'Monate?');
    expect(german.test('ein Jahr lang')).toBe(true);
    expect(german.test('eine Stunde')).toBe(true);
    expect(german.test('nach einem Monat')).toBe(true);
    expect(german.test('einmal im Jahr')).toBe(false);
    expect(german.test('Verein Jahre')).toBe(false);
    expect(german.test('ein Monatsabo')).toBe(false);
  });

  it('counts a passage that words its figure as stating the measure', () => {
    expect(states('Which earbuds have the longer battery life?', 'The battery must last at least five hours')).toBeGreaterThanOrEqual(1);
    expect(states('Welcher hat die längere Garantie?', 'Zwei Jahre Garantie auf alle Geräte')).toBeGreaterThanOrEqual(1);
  });
});
