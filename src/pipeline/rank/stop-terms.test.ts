import { describe, expect, it } from 'vitest';
import { prepareTerms } from './prepare-terms';
import { isStopTermAnywhere, stopTerms } from './stop-terms';

describe('stopTerms', () => {
  it('holds a language’s function words in the forms the index uses', () => {
    const es = stopTerms('es');
    for (const term of prepareTerms('y la cómo')) expect(es.has(term)).toBe(true);
    const de = stopTerms('de');
    for (const term of prepareTerms('und wie ich')) expect(de.has(term)).toBe(true);
  });

  it('keeps the words a question asks with', () => {
    const es = stopTerms('es');
    for (const term of prepareTerms('borro caché')) expect(es.has(term)).toBe(false);
    const fr = stopTerms('fr');
    for (const term of prepareTerms('vider cache')) expect(fr.has(term)).toBe(false);
  });

  it('is empty for English (wink drops its stop words), for scripts without spaced function words, and for no language', () => {
    expect(stopTerms('en').size).toBe(0);
    expect(stopTerms('ja').size).toBe(0);
    expect(stopTerms(undefined).size).toBe(0);
  });
});

describe('isStopTermAnywhere', () => {
  it('knows every listed language’s function words and no content word', () => {
    for (const term of prepareTerms('und cómo che')) expect(isStopTermAnywhere(term)).toBe(true);
    for (const term of prepareTerms('battery weight borro')) expect(isStopTermAnywhere(term)).toBe(false);
  });
});
