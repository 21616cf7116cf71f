import { describe, expect, it } from 'vitest';
import { createTabIndex } from '../rank/tab-index';
import { chunksOf } from '../../../tests/support/test-chunks';
import { pageLanguages, tabLanguage } from './page-languages';

const ENGLISH = [
  'The Fenix HM65R is a rechargeable headlamp with a magnesium body.',
  'It weighs 92 grams with the battery and reaches 1400 lumens on its highest mode, which lasts for about two hours.',
  'We wore it on three night runs and it stayed in place on the trail.',
];
const GERMAN = [
  'Die Stirnlampe ist leicht und wird mit einem Akku geliefert, der über USB geladen wird.',
  'Sie wiegt 92 Gramm und leuchtet bis zu 1400 Lumen, im höchsten Modus etwa zwei Stunden lang.',
  'Wir haben sie bei drei Nachtläufen getragen, und sie ist nicht verrutscht.',
];
const JAPANESE = ['このヘッドランプは充電式で、重さは92グラムです。', '最大1400ルーメンの明るさで、約2時間使えます。', '夜のランニングでもずれませんでした。'];

describe('tabLanguage', () => {
  it('reads a page’s language from its reading', () => {
    expect(tabLanguage(createTabIndex(chunksOf(ENGLISH), 'Fenix HM65R review'))).toBe('en');
    expect(tabLanguage(createTabIndex(chunksOf(GERMAN), 'Fenix HM65R Test'))).toBe('de');
    expect(tabLanguage(createTabIndex(chunksOf(JAPANESE), 'HM65R'))).toBe('ja');
  });

  it('says nothing when no words tell (a table of figures)', () => {
    expect(tabLanguage(createTabIndex(chunksOf(['92 g', '1400 lm', '2 h']), 'HM65R'))).toBeUndefined();
  });

  it('says nothing when a listing’s few function words do not point at one language', () => {
    // English names and prices, with a Spanish place name and a French one: no language leads.
    const listing = ['Los Angeles Rams $120', 'Saint-Louis de Gonzague $95', 'New York Jets $80', 'San Francisco 49ers $110'];
    expect(tabLanguage(createTabIndex(chunksOf(listing), 'Tickets'))).toBeUndefined();
  });
});

describe('pageLanguages', () => {
  it('lists the tabs’ languages once each, the most tabs’ first', () => {
    const indexes = [GERMAN, ENGLISH, ENGLISH, ['92 g', '1400 lm', '2 h']].map((texts) => createTabIndex(chunksOf(texts), 'page'));
    expect(pageLanguages(indexes)).toEqual(['en', 'de']);
  });

  it('is empty with no tabs', () => {
    expect(pageLanguages([])).toEqual([]);
  });
});
