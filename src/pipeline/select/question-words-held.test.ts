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
  const source = { tabId: 1, title: 'Navegador: ajustes', url: 'https://example.test/', site: 'example.test' };
  it('leaves out the function words of the question’s language, as English ones are', () => {
    expect(ownWordsOf('¿Y cómo borro la caché?', [{ source }])({ source })).toEqual(prepareTerms('borro caché'));
    expect(ownWordsOf('¿Qué es lo que pasa con el historial?', [{ source }])({ source })).toEqual(prepareTerms('pasa historial'));
    expect(ownWordsOf('Wie lösche ich den Cache?', [{ source }])({ source })).toEqual(prepareTerms('lösche Cache'));
    expect(ownWordsOf('Comment vider le cache du navigateur ?', [{ source }])({ source })).toEqual(prepareTerms('vider cache navigateur'));
  });
  it('keeps an English question’s words, a word that is a function word only in another language among them', () => {
    expect(ownWordsOf('Which recipes come with a sauce?', [{ source }])({ source })).toEqual(prepareTerms('recipes come sauce'));
  });
});
