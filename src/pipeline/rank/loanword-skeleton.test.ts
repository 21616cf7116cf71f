import { describe, expect, it } from 'vitest';
import { cyrillicSkeleton, hangulSkeleton, kanaSkeleton, latinSkeletons } from './loanword-skeleton';
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

  it('does not read native words as English ones', () => {
    expect(heard('product')).not.toContain(hangulSkeleton('제품'));
    expect(heard('test')).not.toContain(hangulSkeleton('추천'));
  });
});
