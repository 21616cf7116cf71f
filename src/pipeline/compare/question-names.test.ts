import { describe, expect, it } from 'vitest';
import { prepareTerms } from '../rank/prepare-terms';
import { holdsPhrase, nameSplitAcross, numberBesideName, questionNames, questionNameTerms } from './question-names';

describe('questionNames', () => {
  it('reads capitalised words inside the sentence as names, in runs', () => {
    expect(questionNames('¿Qué zapatilla sale más barata, la Hoka Clifton 10 de hombre o la Nike Vomero 18?')).toEqual([
      ['Hoka', 'Clifton', '10'],
      ['Nike', 'Vomero', '18'],
    ]);
    // An elided article is not part of the name.
    expect(questionNames("Quale dei due divani costa meno, l'Atelier di Coco Republic o il Terren di Wayfair?")).toEqual([['Atelier'], ['Coco', 'Republic'], ['Terren'], ['Wayfair']]);
  });

  it('takes the first word only when it is marked as a name', () => {
    expect(questionNames('Which laptop is lighter?')).toEqual([]);
    expect(questionNames('ClickUp or monday.com: which pays back sooner?')).toEqual([['ClickUp'], ['monday.com']]);
  });

  it('reads the Latin words of a question in another script as names', () => {
    expect(questionNames('ニコンのD750とZ5IIでは、どちらのセンサーの画素数が多いですか？')).toEqual([['D750'], ['Z5II']]);
    expect(questionNames('두 무선 이어폰 추천 글 중 어느 쪽이 더 많은 제품을 테스트했나요?')).toEqual([]);
  });

  it('gives the terms of the names, not of the common words', () => {
    const terms = questionNameTerms('Which of these three kitchen machines comes with the most programs, the Ninja or the Instant Pot?');
    expect(terms.has('kitchen')).toBe(false);
    expect(terms.has('machin')).toBe(false);
    expect([...terms]).toEqual(expect.arrayContaining(['ninja', 'instant', 'pot']));
  });
});

describe('holdsPhrase', () => {
  it('finds a name of several words whatever its case and spacing, as whole words', () => {
    expect(holdsPhrase("HOKA Clifton 10 Road-Running Shoes - Men's", ['Hoka', 'Clifton', '10'])).toBe(true);
    expect(holdsPhrase('HOKA Clifton 100', ['Hoka', 'Clifton', '10'])).toBe(false);
    expect(holdsPhrase('Hoka and Clifton', ['Hoka', 'Clifton'])).toBe(false);
  });
});

describe('numberBesideName', () => {
  const identity = (text: string) => new Set(prepareTerms(text));
  it('lets a bare number name a tab only beside another word of its name', () => {
    const beside = numberBesideName('Do the Ring Video Doorbell Pro and the BlackVue Elite 10 dash cam both record in 4K?');
    expect(beside('10', identity('Residential Electrician Coupons: 10% Off'))).toBe(false);
    expect(beside('10', identity('BlackVue Elite 10 dash cam'))).toBe(true);
  });
  it('lets any word that is not a bare number name a tab', () => {
    expect(numberBesideName('Is the Z5II lighter than the D750?')('z5ii', identity('Nikon Z5II'))).toBe(true);
  });
});

describe('nameSplitAcross', () => {
  const ids = (...titles: string[]) => titles.map((t) => new Set(prepareTerms(t)));
  it('a word of a name whose other words only other tabs hold names none of them alone', () => {
    const split = nameSplitAcross('Compare the Effect Hook and custom Hooks in the two React pages');
    const identities = ids('Hooks at a Glance React', 'White Edition graphics card mirror effect lighting');
    expect(split(prepareTerms('Effect')[0]!, 1, identities)).toBe(true);
    expect(split(prepareTerms('Hook')[0]!, 0, identities)).toBe(false);
  });
  it('a name word alone in its tab, the rest of its name in no other tab, still names it', () => {
    const split = nameSplitAcross('Is the Hoka Clifton 10 cheaper than the Nike Vomero 18?');
    expect(split(prepareTerms('Clifton')[0]!, 0, ids('Clifton review', 'Vomero 18 review'))).toBe(false);
  });
});

