import { describe, expect, it } from 'vitest';
import { germanCognate } from './german-cognates';
import { prepareTerms } from './prepare-terms';

const english = (word: string) => prepareTerms(germanCognate(word) ?? '');

describe('germanCognate', () => {
  it('respells a German word of Latin or Greek root as English writes it', () => {
    expect(english('kapazitat')).toEqual(prepareTerms('capacity'));
    expect(english('projekte')).toEqual(prepareTerms('projects'));
    expect(english('fotografie')).toEqual(prepareTerms('photography'));
    expect(english('lizenz')).toEqual(prepareTerms('licence'));
    expect(english('konfiguration')).toEqual(prepareTerms('configuration'));
    expect(english('temperatur')).toEqual(prepareTerms('temperature'));
    expect(english('automatisch')).toEqual(prepareTerms('automatic'));
    expect(english('kabel')).toEqual(prepareTerms('cable'));
  });

  it('leaves words alone whose spelling and ending English shares or that are native', () => {
    expect(germanCognate('version')).toBeUndefined();
    expect(germanCognate('provider')).toBeUndefined();
    expect(germanCognate('holzwerk')).toBeUndefined();
    expect(germanCognate('tief')).toBeUndefined();
  });
});
