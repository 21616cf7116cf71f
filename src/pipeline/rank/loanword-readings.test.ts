import { describe, expect, it } from 'vitest';
import { fittingTerms, loanwordReadings, termsBySkeleton } from './loanword-readings';
import { prepareTerms } from './prepare-terms';

const fits = (line: string, words: string) => {
  const terms = prepareTerms(words);
  return loanwordReadings(line).map((r) => [r.word, [...fittingTerms(r, termsBySkeleton(terms, r.spelled))]]);
};

describe('loanwordReadings', () => {
  it('reads a Korean name past its particle, "and" included (테라폼이랑)', () => {
    expect(fits('테라폼이랑 Azure Functions', 'Terraform resources')).toEqual([['테라폼이랑', ['terraform']]]);
    expect(fits('배터리랑 화면', 'battery screen')).toEqual([['배터리랑', ['batteri']]]);
    // A particle with the topic after it: 에서는, 으로는.
    expect(fits('테스트에서는 어때?', 'test results')).toEqual([['테스트에서는', ['test']]]);
    expect(fits('모니터로는 뭐가 좋아?', 'the best monitor')).toEqual([['모니터로는', ['monitor']]]);
  });

  it('reads katakana and Cyrillic names as heard and as spelled', () => {
    expect(fits('ポートマンのケース', 'Portman Lights roadcase')).toEqual([['ポートマン', ['portman']]]);
    expect(fits('デロイトとSmartcat', 'Our services | Deloitte US')).toEqual([['デロイト', ['deloitt']]]);
    expect(fits('план у Хигдона', 'Hal Higdon novice plan')).toEqual([['план', ['plan']], ['Хигдона', ['higdon']]]);
  });

  it('leaves out one-syllable Hangul and katakana words and short skeletons', () => {
    expect(loanwordReadings('두 글 중 어느 쪽?')).toEqual([]);
    expect(loanwordReadings('ケースは?')).toEqual([]);
  });
});
