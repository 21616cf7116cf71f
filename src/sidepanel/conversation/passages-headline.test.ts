import { describe, expect, it } from 'vitest';
import { catalogTranslator } from '../../i18n/catalogs';
import { passagesHeadline as headline, type HeadlineInput } from './passages-headline';

const en = await catalogTranslator('en');
const passagesHeadline = (input: HeadlineInput) => headline(input, en);

const base = { question: 'How long does the battery last?', intent: 'fact' as const, matched: true, whole: false, readable: 2, tabsShown: 2 };

describe('passagesHeadline', () => {
  it('names how many tabs the best passages come from', () => {
    expect(passagesHeadline(base)).toBe('Best passages from 2 tabs');
    expect(passagesHeadline({ ...base, tabsShown: 1, readable: 1 })).toBe('Best passages from this tab');
    expect(passagesHeadline({ ...base, tabsShown: 1, readable: 4 })).toBe('Best passages, from 1 of 4 tabs');
    expect(passagesHeadline({ ...base, intent: 'comparison', tabsShown: 3 })).toBe('Best passages from each of 3 tabs');
  });

  it('says plainly when nothing matched, instead of calling the start of each tab a match', () => {
    expect(passagesHeadline({ ...base, question: 'What is the capital of Australia?', matched: false })).toBe(
      'Nothing in these 2 tabs mentions “What is the capital of Australia”; here is how each begins.',
    );
    expect(passagesHeadline({ ...base, matched: false, readable: 1, tabsShown: 1 })).toMatch(/^Nothing in this tab mentions .*it begins\.$/u);
    expect(passagesHeadline({ ...base, question: 'x'.repeat(80), matched: false })).toContain('what you asked');
  });

  it('leaves the why to the line above when it explains the one tab (a video without captions: review R4)', () => {
    expect(passagesHeadline({ ...base, matched: false, readable: 1, tabsShown: 1, explained: true })).toBe('Here is how it begins.');
    expect(passagesHeadline({ ...base, matched: false, explained: true })).toMatch(/^Nothing in these 2 tabs/);
  });

  it('tells whole-page answers apart: the whole page, or passages from across it', () => {
    expect(passagesHeadline({ ...base, intent: 'whole-page', whole: true, tabsShown: 1 })).toBe('The whole page, in reading order');
    expect(passagesHeadline({ ...base, intent: 'whole-page', tabsShown: 3 })).toBe('Passages from across each of 3 tabs, in reading order');
  });

  it('says when no tab could be read', () => {
    expect(passagesHeadline({ ...base, readable: 0, tabsShown: 0 })).toMatch(/no tab in scope could be read/u);
  });
});
