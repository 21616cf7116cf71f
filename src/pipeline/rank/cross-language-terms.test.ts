import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../../tests/support/test-chunks';
import { crossLanguageTerms } from './cross-language-terms';
import { rankTabs } from './rank-tabs';
import { createTabIndex } from './tab-index';

const guide = [
  'Why you should trust us: our writer has covered audio for a decade.',
  'How we picked: we read reviews, forums and spec sheets before choosing.',
  'Over the years we have tested over 450 pairs of Bluetooth earbuds.',
  'Battery life must be at least five hours on a single charge.',
  'The case is small enough for a pocket, and it charges over USB-C.',
  'Better still, the fit is secure and comfortable for most ears.',
];
const tabs = () => [{ source: { tabId: 1, url: 'https://example.com/earbuds', title: 'The best wireless earbuds', site: 'example.com' }, index: createTabIndex(chunksOf(guide), 'The best wireless earbuds') }];

describe('crossLanguageTerms', () => {
  it('finds the page word a Korean loanword writes, past its 하다 and particles', () => {
    const terms = crossLanguageTerms('두 무선 이어폰 추천 글 중 어느 쪽이 더 많은 제품을 테스트했나요?', tabs());
    expect([...terms.keys()]).toEqual(['test']);
    expect([...crossLanguageTerms('배터리는 몇 시간 가나요?', tabs()).keys()]).toEqual(['batteri']);
    // 중 "among" has junk's skeleton and vowel; a one-syllable word is native far more often than a loan.
    expect([...crossLanguageTerms('두 글 중 어느 쪽?', [{ index: createTabIndex(chunksOf(['Junk mail, junk food.']), 'Junk') }]).keys()]).toEqual([]);
  });

  it('finds katakana and Cyrillic loanwords, and accented cognates', () => {
    expect([...crossLanguageTerms('バッテリーは何時間持ちますか？', tabs()).keys()]).toEqual(['batteri']);
    expect([...crossLanguageTerms('Сколько часов держит батарея?', tabs()).keys()]).toContain('batteri');
    expect([...crossLanguageTerms('¿Cuántos pares han probado en el caché?', tabs()).keys()]).toContain('cach');
  });

  it('adds nothing to an English question', () => {
    expect(crossLanguageTerms('How many earbuds did they test? Café', tabs()).size).toBe(0);
  });

  it('brings a Korean question to the line that answers it', () => {
    const ranked = rankTabs(tabs(), '어느 쪽이 더 많은 제품을 테스트했나요?');
    expect(ranked[0]!.score).toBeGreaterThan(0);
    expect(ranked[0]!.chunk.text).toMatch(/tested over 450 pairs/);
  });
});

describe('Romance cognates', () => {
  const docs = [{ source: { tabId: 1, url: 'https://example.com/arch', title: 'pacman', site: 'example.com' }, index: createTabIndex(chunksOf(['To remove a package and its dependencies which are not required by any other installed package: pacman -Rs package_name', 'Check the configuration file.', 'The capacity is 5 litres.']), 'pacman') }];
  it('writes a Romance ending as English writes it', () => {
    const terms = [...crossLanguageTerms('¿Cómo desinstalo un paquete junto con las dependencias?', docs).keys()];
    expect(terms).toContain('depend');
    expect([...crossLanguageTerms('Quelle est la capacité ?', docs).keys()]).toContain('capac');
    expect([...crossLanguageTerms('Onde fica a configuração?', docs).keys()]).toContain('configur');
  });
});

describe('Romance single consonants', () => {
  const docs = [{ source: { tabId: 1, url: 'https://example.com/phone', title: 'Phone', site: 'example.com' }, index: createTabIndex(chunksOf(['The battery lasts two days.', 'The application opens fast.', 'A better screen.']), 'Phone') }];
  it('reads a word written with one consonant as the page word that doubles it', () => {
    expect([...crossLanguageTerms('Quanto dura a bateria do telefone?', docs).keys()]).toContain('batteri');
    expect([...crossLanguageTerms('¿La aplicación abre rápido?', docs).keys()]).toContain('applic');
  });
});

