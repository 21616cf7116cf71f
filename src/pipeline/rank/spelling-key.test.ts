import { describe, expect, it } from 'vitest';
import { prepareTerms } from './prepare-terms';
import { chunksOf } from '../../../tests/support/test-chunks';
import { spelledTerms, spellingKey } from './spelling-key';
import { createTabIndex } from './tab-index';

const key = (word: string) => prepareTerms(word).map(spellingKey)[0];

describe('spellingKey', () => {
  it('writes a Greek or Latin word the same in English, German and the Romance languages', () => {
    expect(key('Fotografie')).toBe(key('photography'));
    expect(key('fotografía')).toBe(key('photography'));
    expect(key('Projekte')).toBe(key('projects'));
    expect(key('arquitectura')).toBe(key('architecture'));
    expect(key('Telefon')).toBe(key('telephone'));
  });

  it('has no key for a short word, where unrelated words collide', () => {
    expect(key('casa')).toBeUndefined();
    expect(key('case')).toBeUndefined();
    expect(key('Lizenz')).not.toBe(key('license'));
  });

  it("finds the tabs' word a question's term is, unless a tab writes it as the question does", () => {
    const tabs = [{ index: createTabIndex(chunksOf(['Recent trends in photography.', 'Ten woodworking projects.']), 'Trends') }];
    expect([...spelledTerms(tabs, prepareTerms('Fotografie')[0]!)]).toEqual(['photographi']);
    expect([...spelledTerms(tabs, prepareTerms('Projekte')[0]!)]).toEqual(['project']);
    expect([...spelledTerms(tabs, 'trend')]).toEqual([]);
  });
});
