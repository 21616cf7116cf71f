import { describe, expect, it } from 'vitest';
import { prepareTerms } from './prepare-terms';

describe('prepareTerms', () => {
  it('lower-cases, drops stop words and stems English', () => {
    expect(prepareTerms('When were the Normans raiding Normandy’s coasts?')).toEqual(['norman', 'raid', 'normandi', 'coast']);
    // An elided article or preposition is not part of the word: "d’Europa" is Europa, "l'acqua" acqua.
    expect(prepareTerms('Combien de nuits a duré l’observation d’Europa ?')).toContain('europa');
    expect(prepareTerms("Quanto costa l'abbonamento dell'anno?")).toEqual(expect.arrayContaining(['abbonamento', 'anno']));
  });

  it('keeps numbers and letters of every script', () => {
    expect(prepareTerms('In 1973, café naïve Ελλάδα Москва القاهرة')).toEqual(['1973', 'café', 'naïv', 'ελλάδα', 'москва', 'القاهرة']);
  });

  it('indexes Chinese, Japanese and Thai as character bigrams, split where the script changes', () => {
    expect(prepareTerms('iPhone的电池')).toEqual(['iphon', '的电', '电池']);
    expect(prepareTerms('東京タワー')).toEqual(['東京', '京タ', 'タワ', 'ワー']);
    expect(prepareTerms('ภาษา')).toEqual(['ภา', 'าษ', 'ษา']);
  });

  it('gives nothing for punctuation or empty text', () => {
    expect(prepareTerms('')).toEqual([]);
    expect(prepareTerms(' -- ?! ')).toEqual([]);
  });
});
