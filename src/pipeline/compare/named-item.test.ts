import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../../tests/support/test-chunks';
import { namedItems, namesItem } from './named-item';

const list = [
  ...chunksOf(['SKU: NKZ6M3K1 Capture stunning images with 24.5MP Full-Frame sensor.'], ['Nikon Z6III Mirrorless Camera']),
  ...chunksOf(['SKU: NKZ5M2K2 Experience superior Image Quality with 24.5MP.'], ['Nikon Z5II Mirrorless Camera']),
];

describe('namedItems', () => {
  it('finds the item a question names on a page listing many, by its marked name', () => {
    const items = namedItems('ニコンのD750とZ5IIでは、どちらのセンサーの画素数が多いですか？', 'Digital Cameras & Digital Camera Kits', list);
    expect(items).toEqual([['Z5II']]);
    expect(list.map((c) => namesItem(c, items))).toEqual([false, true]);
  });

  it('takes the longest part of a name the page writes as one phrase ("Elite 10" of "BlackVue Elite 10")', () => {
    const chunks = chunksOf(['A collection of the newest 4K dash cams (ELITE 10 Series: ELITE-10-1CH).', 'Vantrue S1 PRO MAX']);
    expect(namedItems('Do the Ring Wired Video Doorbell Pro and the BlackVue Elite 10 dash cam both record in 4K?', 'Buy 4K Dash Cams', chunks)).toEqual([['Elite', '10']]);
  });

  it('is empty for a page about the thing itself (its title holds the name), and a plain word alone names nothing', () => {
    expect(namedItems('Is the Z5II lighter than the D750?', 'Nikon Z5II Mirrorless Camera', list)).toEqual([]);
    expect(namedItems('Which is lighter, the Pro or the Air?', 'Laptops', chunksOf(['The Pro weighs 1.6 kg.']))).toEqual([]);
    // The title holds every word of the name in another order; a number alone is no name.
    expect(namedItems('Which is cheaper, Death Wish Coffee or Huel Black Edition?', 'Black Edition – Huel', chunksOf(['Huel Black Edition is $45.']))).toEqual([]);
    expect(namedItems('Which is cheaper, Death Wish Coffee or Huel Black Edition?', 'Black Edition | Protein Powder', chunksOf(['Huel Black Edition is $45.']), [], 'huel.com https://huel.com/products/black-edition')).toEqual([]);
    // Two plain capitalised words are as often a concept as a model.
    expect(namedItems('Compare the Effect Hook and custom Hooks', 'Building Your Own Hooks', chunksOf(['Unlike the Effect Hook, …']))).toEqual([]);
    expect(namedItems('Which holds more, the Ninja or the Instant Pot Duo?', 'Instant Pot - Pressure Cookers', chunksOf(['Instant Pot Duo 6-Quart']))).toEqual([['Instant', 'Pot', 'Duo']]);
    expect(namedItems('Which game takes up more disk space, War Thunder or Dota 2?', 'War Thunder on Steam', chunksOf(['Storage: 2 GB']))).toEqual([]);
  });

  it('names an item by its model alone, never by a plain tail ("ELITE 10 Series" for "BlackVue Elite 10")', () => {
    const prose = chunksOf(['Here we have the newest 4K dash cams from BlackVue (ELITE 10 Series: ELITE-10-1CH) that all record in UHD.']);
    expect(namesItem(prose[0]!, [['BlackVue', 'Elite', '10']])).toBe(true);
    expect(namesItem(chunksOf(['The BlackVue DR970X records in 4K.'])[0]!, [['BlackVue', 'Elite', '10']])).toBe(false);
    // "Video Doorbell Pro" is a kind of doorbell, not the Wired one asked.
    expect(namesItem(chunksOf(['Video Doorbell Pro 2 records 1536p.'])[0]!, [['Wired', 'Video', 'Doorbell', 'Pro']])).toBe(false);
  });

  it("is not another compared tab's name the page mentions", () => {
    const chunks = chunksOf(['More like this: Dota 2, Team Fortress 2']);
    expect(namedItems('Which game takes up more disk space, War Thunder or Dota 2?', 'Steam: War Thunder', chunks, ['Dota 2 on Steam'])).toEqual([]);
  });
});
