import { describe, expect, it } from 'vitest';
import { prepareTerms } from '../rank/prepare-terms';
import { askedTerms, questionWordsHeld } from './question-words-held';

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

describe('askedTerms', () => {
  it('leaves out the function words of the question’s language, as English ones are', () => {
    expect(askedTerms('¿Y cómo borro la caché?')).toEqual(prepareTerms('borro caché'));
    expect(askedTerms('¿Qué es lo que pasa con el historial?')).toEqual(prepareTerms('pasa historial'));
    expect(askedTerms('Wie lösche ich den Cache?')).toEqual(prepareTerms('lösche Cache'));
    expect(askedTerms('Comment vider le cache du navigateur ?')).toEqual(prepareTerms('vider cache navigateur'));
  });
  it('keeps an English question’s words, a word that is a function word only in another language among them', () => {
    expect(askedTerms('Which recipes come with a sauce?')).toEqual(prepareTerms('recipes come sauce'));
  });
});
