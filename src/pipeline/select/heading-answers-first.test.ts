import { describe, expect, it } from 'vitest';
import { headingAnswersFirst } from './heading-answers-first';
import type { Passage } from './passage';

const coupons = { tabId: 1, url: 'https://electric.example/coupons', title: 'Residential Electrician Coupons', site: 'electric.example' };
const rebates = { tabId: 2, url: 'https://utility.example/rebates', title: 'Appliance rebates', site: 'utility.example' };
const passage = (index: number, text: string, score: number, source: typeof coupons, headings: string[] = []): Passage =>
  ({ source, chunk: { index, text, headings }, score, tokens: 10 }) as unknown as Passage;
const order = (passages: Passage[], question: string) => headingAnswersFirst(passages, question, []).map((p) => `${p.source.tabId}:${p.chunk.index}`);

describe('headingAnswersFirst', () => {
  const list = passage(16, 'Ventilation Fans – $25 instant discount\n\nElectric Push Lawn Mowers – $50 instant discount', 1, rebates, ['Which appliances qualify for discounts?']);
  const more = passage(17, 'Electric Hedge Trimmers – $25 instant discount', 0.97, rebates, ['Which appliances qualify for discounts?']);
  const coupon = passage(1, 'Must be presented before start of work. Not valid with other offers.', 0.88, coupons, ['10% Off Electrical Panel Upgrade']);
  const question = 'What discount do they give on upgrading an electrical panel?';

  it('puts a passage whose heading holds the question’s words first, ahead of another tab’s, when it holds more of them', () => {
    expect(order([list, more, coupon], question)).toEqual(['1:1', '2:16', '2:17']);
  });

  it('keeps the order when the heading holds fewer than two of them, or the passage ahead holds as many', () => {
    const plain = passage(1, 'Must be presented before start of work.', 0.88, coupons, ['Electrical work']);
    expect(order([list, more, plain], question)).toEqual(['2:16', '2:17', '1:1']);
    const rich = passage(16, 'Discount on an electrical panel upgrade: see below.', 1, rebates);
    expect(order([rich, coupon], question)).toEqual(['2:16', '1:1']);
  });

  it('leaves a tab’s own passages in the order answer-first gave them', () => {
    const same = passage(2, 'Must be presented before start of work.', 0.8, rebates, ['10% Off Electrical Panel Upgrade']);
    expect(order([list, same], question)).toEqual(['2:16', '2:2']);
  });
});
