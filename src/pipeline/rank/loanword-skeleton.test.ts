import { describe, expect, it } from 'vitest';
import { cyrillicReading, fitsVowels, hangulReading, kanaReading, latinSkeletons, type Reading } from './loanword-skeleton';

const hangulSkeleton = (w: string) => hangulReading(w).skeleton;
const kanaSkeleton = (w: string) => kanaReading(w).skeleton;
const cyrillicSkeleton = (w: string) => cyrillicReading(w).skeleton;
/** Whether an English word is the loan a reading spells: its skeleton and its vowels. */
const reads = (english: string, reading: Reading, spelled = false) => {
  const term = prepareTerms(english)[0]!;
  return latinSkeletons(term, spelled).includes(reading.skeleton) && fitsVowels(term, reading);
};
import { prepareTerms } from './prepare-terms';

const heard = (word: string) => latinSkeletons(prepareTerms(word)[0]!);
const spelled = (word: string) => latinSkeletons(prepareTerms(word)[0]!, true);

describe('loanword skeletons', () => {
  it('reads a loanword in Hangul, katakana and Cyrillic as the English word it spells', () => {
    expect(heard('test')).toContain(hangulSkeleton('테스트'));
    expect(heard('test')).toContain(kanaSkeleton('テスト'));
    expect(spelled('test')).toContain(cyrillicSkeleton('тест'));
    expect(heard('battery')).toContain(hangulSkeleton('배터리'));
    expect(heard('battery')).toContain(kanaSkeleton('バッテリー'));
    expect(spelled('battery')).toContain(cyrillicSkeleton('батаре'));
    expect(heard('storage')).toContain(kanaSkeleton('ストレージ'));
    expect(heard('storage')).toContain(hangulSkeleton('스토리지'));
    expect(heard('sensor')).toContain(kanaSkeleton('センサー'));
    expect(heard('technology')).toContain(hangulSkeleton('테크놀로지'));
    expect(heard('version')).toContain(kanaSkeleton('バージョン'));
    expect(spelled('server')).toContain(cyrillicSkeleton('сервер'));
    expect(heard('display')).toContain(hangulSkeleton('디스플레이'));
  });

  it('keeps an r the Korean and Japanese drop apart from one they write', () => {
    // "better" has a silent r; 배터리 writes the r of "battery".
    expect(heard('better')).not.toContain(hangulSkeleton('배터리'));
    expect(heard('sensor')).not.toContain(cyrillicSkeleton('сенсор'));
    expect(spelled('sensor')).toContain(cyrillicSkeleton('сенсор'));
  });

  it('tells apart English words of one skeleton by their vowels', () => {
    expect(reads('test', hangulReading('테스트'))).toBe(true);
    expect(reads('tested', kanaReading('テスト'))).toBe(true);
    for (const other of ['dust', 'outside', 'distort', 'hottest']) expect(reads(other, hangulReading('테스트'))).toBe(false);
    expect(reads('storage', kanaReading('ストレージ'))).toBe(true);
    expect(reads('amazon', hangulReading('무선'))).toBe(false);
    expect(reads('battery', cyrillicReading('батаре'), true)).toBe(true);
    expect(reads('place', cyrillicReading('больш'), true)).toBe(false);
  });

  it('does not read native words as English ones', () => {
    expect(heard('product')).not.toContain(hangulSkeleton('제품'));
    expect(heard('test')).not.toContain(hangulSkeleton('추천'));
  });
});
