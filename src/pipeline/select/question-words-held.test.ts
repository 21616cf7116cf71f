import { describe, expect, it } from 'vitest';
import { prepareTerms } from '../rank/prepare-terms';
import { ownWordsOf, questionWordsHeld } from './question-words-held';

const chunk = (text: string, headings: string[] = []) => ({ chunk: { index: 0, text, headings, locator: { exact: '', prefix: '', suffix: '' } } });

describe('questionWordsHeld', () => {
  const own = prepareTerms('customaries law');
  it('counts each of the question’s own words once, in the text or the headings, stemmed', () => {
    expect(questionWordsHeld(chunk('Customary law, law and more law: two customaries.'), own)).toBe(2);
    expect(questionWordsHeld(chunk('Two were written.', ['Customaries']), own)).toBe(1);
    expect(questionWordsHeld(chunk('Knights remained poor.'), own)).toBe(0);
  });
  it('is 0 when the question asks with none of its own words', () => {
    expect(questionWordsHeld(chunk('anything'), [])).toBe(0);
  });
});

describe('ownWordsOf', () => {
  const source = { tabId: 1, title: 'Browser: settings', url: 'https://example.test/', site: 'example.test' };
  it('takes the question’s terms less the tab title’s, once per tab', () => {
    expect(ownWordsOf('How do I clear the browser cache?', [{ source }])({ source })).toEqual(prepareTerms('clear cache'));
  });
});
