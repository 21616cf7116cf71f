import { describe, expect, it } from 'vitest';
import { countAttribute } from './count-attribute';

describe('countAttribute', () => {
  it('counts the plural thing after more / most / fewer', () => {
    const teams = countAttribute('Which tool has more teams using it?');
    expect(teams?.figure.test('Trusted by 500,000 leading teams')).toBe(true);
    expect(countAttribute('Which has the most programs?')?.figure.test('over 800 programs')).toBe(true);
    const apps = countAttribute('Which phone has more built-in apps?');
    expect(apps?.figure.test('ships with 40 apps')).toBe(true);
    // Only up to the plural: what follows it is not the counted thing.
    expect(apps?.figure.test('12 phone reviews')).toBe(false);
    // A mass noun counts too.
    expect(countAttribute('Which plan has more insurance, Aura or Identity Guard?')?.figure.test('$1 million insurance')).toBe(true);
  });

  it('counts both plurals of "programs or recipes"', () => {
    const both = countAttribute('Which of these three kitchen machines comes with the most built-in programs or recipes?');
    expect(both?.figure.test('Includes App With Over 800 Recipes')).toBe(true);
    expect(both?.figure.test('Offers 5 Auto-iQ preset programs')).toBe(true);
    // Only a plural joined to the counted thing: "the most teams and is it free" counts teams alone.
    expect(countAttribute('Which has the most teams and is it free?')?.figure.test('12 free plans')).toBe(false);
  });

  it('reads more / most before an adjective or adverb as a degree, not a count', () => {
    for (const q of [
      'Which city is the most populous in California?',
      'At which level of education is this sport becoming more popular?',
      'Which organizations most commonly divide and promote the state?',
      'Which denomination has more of an individualistic streak?',
      "Which country's cars became more highly sought after as they were more fuel efficient?",
      'Which business is more serious about status?',
    ]) {
      expect(countAttribute(q), q).toBeUndefined();
    }
  });

  it('keeps every "how many" / "number of" and the other languages as they were', () => {
    expect(countAttribute('How many countries does it ship to?')?.figure.test('165+ countries')).toBe(true);
    expect(countAttribute('Welches Tool hat mehr Länder?')?.figure.test('in 40 Ländern')).toBe(true);
  });
});

describe('a count asked in another script', () => {
  it('takes any count a page states with its noun for a thing named in Hangul, Han or Cyrillic', () => {
    for (const q of ['두 무선 이어폰 추천 글 중 어느 쪽이 더 많은 제품을 테스트했나요?', '어느 쪽의 제품이 더 많나요?', '哪个网站测试了更多产品？', '哪个网站测试的产品更多？', 'どちらがより多くの製品をテストしましたか？', 'どちらのほうが製品数が多いですか？', 'Какой сайт протестировал больше продуктов?']) {
      const count = countAttribute(q);
      expect(count?.figure.test('we tested over 450 pairs of Bluetooth earbuds'), q).toBe(true);
      expect(count?.figure.test('performed all 507+ wireless earphone reviews'), q).toBe(true);
      // A measure in its units is not a count.
      expect(count?.figure.test('the battery must last at least 5 hours'), q).toBe(false);
      expect(count?.figure.test('it weighs 2 pounds'), q).toBe(false);
    }
  });

  it('keeps a thing named in the Latin script to its own word', () => {
    expect(countAttribute('Which tool has more teams?')?.figure.test('tested over 450 pairs')).toBe(false);
    expect(countAttribute('Welches Tool hat mehr Länder?')?.figure.test('tested over 450 pairs')).toBe(false);
  });
});

describe('a count in Korean, Japanese or Chinese that names a measure', () => {
  it('leaves it to the measure', async () => {
    const { findAttributes } = await import('./find-attributes');
    expect(findAttributes('ニコンのD750とZ5IIでは、どちらのセンサーの画素数が多いですか？').map((a) => a.name)).toEqual(['resolution']);
    expect(findAttributes('두 무선 이어폰 추천 글 중 어느 쪽이 더 많은 제품을 테스트했나요?').map((a) => a.name)).toEqual(['count']);
  });
});
