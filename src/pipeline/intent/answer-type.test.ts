import { describe, expect, it } from 'vitest';
import { answerType } from './answer-type';

describe('answerType', () => {
  it.each([
    ['For how many evenings in total was the moon monitored?', 'observed for 17 nights', 'observed for weeks'],
    ['In what year did Instagram begin offering company profiles?', 'business profiles arrived in 2016', 'business profiles arrived later'],
    ['When is the probe expected to leave Earth?', 'launch in the mid-2020s', 'launch soon'],
    ['How long did he stay on the medication?', 'for six months', 'for a while'],
    ['What proportion of firms build their own software?', 'about 40% of firms', 'many firms'],
    ['How much water did the plume contain?', 'about 2,300 tons', 'a lot of water'],
    ['Which number do I ring for an emergency electrician?', 'call (408) 748-9663', 'call us today'],
  ])('%s', (question, holds, lacks) => {
    const type = answerType(question)!;
    expect(type.test(holds)).toBe(true);
    expect(type.test(lacks)).toBe(false);
  });

  it('has no type for questions that do not ask for a quantity or a time', () => {
    expect(answerType('Who wrote the report?')).toBeUndefined();
    expect(answerType('Why did the company move?')).toBeUndefined();
    expect(answerType('Which weight-management system did the blogger start?')).toBeUndefined();
  });
});
