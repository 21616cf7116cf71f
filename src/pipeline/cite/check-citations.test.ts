import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { isWeakCitation, overlapScore, WEAK_BELOW } from './check-citations';

const sources = [
  { id: 1, text: 'In our tests the battery lasted 10 hours of video playback.' },
  { id: 2, text: 'The laptop weighs 1.2 kilograms and has an aluminium case.' },
  { id: 3, text: 'Shipping takes three days within Europe.' },
];

describe('citation checks', () => {
  it('scores stemmed overlap: inflections match, unrelated text does not', () => {
    expect(overlapScore('The batteries last ten hours', sources[0]!.text)).toBeGreaterThan(0.5);
    expect(overlapScore('Shipping is free worldwide', sources[1]!.text)).toBeLessThan(WEAK_BELOW);
  });

  it('marks a citation weak when its source does not back the sentence', () => {
    const analysis = analyseAnswer('The battery lasts 10 hours [1]. It weighs 1.2 kg [3].', 'battery and weight', sources);
    expect(analysis.claims.map((c) => c.weak)).toEqual([false, true]);
    expect(analysis.assessment.weakGroups).toEqual([1]);
    expect(analysis.assessment.verdict).toBe('supported');
  });

  it('a wrong number weighs more than a shared word', () => {
    expect(overlapScore('The battery lasted 25 hours', sources[0]!.text)).toBeLessThan(
      overlapScore('The battery lasted 10 hours', sources[0]!.text),
    );
  });

  it('marks a citation weak when the figure the sentence states is not in the source, however many words they share', () => {
    const charging = [{ id: 1, text: 'Battery charging from empty to 60 percent took 45 minutes with the Flow 15 brick.' }];
    const analysis = analyseAnswer('The Flow 15 battery lasts 16 hours [1].', 'battery', charging);
    expect(analysis.claims[0]!.weak).toBe(true);
    expect(analyseAnswer('The Flow 15 battery reached 60 percent in 45 minutes [1].', 'charging', charging).claims[0]!.weak).toBe(false);
  });

  it('says the tabs do not seem to say when the model declines, with the closest passages', () => {
    const analysis = analyseAnswer("Your tabs don't seem to say. They cover battery life and weight.", 'What does it cost?', sources);
    expect(analysis.assessment).toMatchObject({ verdict: 'unsupported', reason: 'model-declined' });
    expect(analysis.assessment.closest[0]).toBeDefined();
  });

  it('treats an answer with no valid citation, or only weak ones, as unsupported', () => {
    expect(analyseAnswer('It costs 999 euros.', 'price', sources).assessment.reason).toBe('no-citations');
    expect(analyseAnswer('It costs 999 euros [9].', 'price', sources).assessment.reason).toBe('no-citations');
    expect(analyseAnswer('It costs 999 euros [3].', 'price', sources).assessment.reason).toBe('all-weak');
  });

  it('recognises the usual rephrasings of "not in the sources"', () => {
    for (const answer of [
      'The sources do not mention the price.',
      'There is no information about the price in the tabs.',
      'The price is not mentioned in the provided sources.',
      "I can't find the price in these pages.",
    ]) {
      expect(analyseAnswer(answer, 'price', sources).assessment.reason).toBe('model-declined');
    }
  });

  it('a decline first means no answer; a partial answer with a backed citation stands', () => {
    expect(analyseAnswer('Your tabs don’t seem to say. They cover battery life [1].', 'price', sources).assessment.reason).toBe('model-declined');
    const partial = analyseAnswer('The tabs do not mention the price. The battery lasts 10 hours [1].', 'price and battery', sources);
    expect(partial.assessment.verdict).toBe('supported');
  });

  it('orders closest passages by overlap with the question and answer', () => {
    const analysis = analyseAnswer('Unknown.', 'How heavy is the laptop case?', sources);
    expect(analysis.assessment.closest[0]).toBe(2);
  });
});

describe('fair citation checks (review turn 3, N2)', () => {
  const zenith = { id: 14, text: 'On our scale the review unit weighs 0.98 kg, the lightest we tested this year.', context: 'Zenith Air 13 review: light, quiet and quick\nDesign' };
  const corvo = { id: 7, text: 'At 1.46 kg the plastic body feels sturdy.', context: 'Corvo Book 14 review\nBuild' };

  it('does not count a number in a product name as a figure the passage must hold', () => {
    expect(analyseAnswer('The Zenith Air 13 weighs 0.98 kg [14].', 'Which laptop is lighter?', [zenith]).claims[0]!.weak).toBe(false);
    expect(analyseAnswer('The Corvo Book 14 weighs 1.46 kg [7].', 'Which laptop is lighter?', [corvo]).claims[0]!.weak).toBe(false);
    for (const name of ['iPhone 15', 'Windows 11', 'LCD-2', 'RTX 4080']) {
      expect(analyseAnswer(`The ${name} weighs 1.46 kg [7].`, 'weight', [corvo]).claims[0]!.weak).toBe(false);
    }
  });

  it('still catches a wrong figure', () => {
    expect(analyseAnswer('The Corvo Book 14 weighs 1.2 kg [7].', 'weight', [corvo]).claims[0]!.weak).toBe(true);
    expect(analyseAnswer('The Zenith Air 13 weighs 1.46 kg [14].', 'weight', [zenith]).claims[0]!.weak).toBe(true);
  });

  it('supports a restatement in other words, with the subject taken from the title', () => {
    const bakery = { id: 2, text: 'We are closed every Monday. Tuesday to Sunday we open at 7am.', context: 'Harbour Lane Bakery — opening hours' };
    const analysis = analyseAnswer('The bakery is shut on Mondays [2].', 'When is the bakery closed?', [bakery]);
    expect(analysis.claims[0]!.weak).toBe(false);
    expect(analysis.assessment.verdict).toBe('supported');
  });

  it('a passage of another page does not back the claim for sharing a title word', () => {
    const glacier = { id: 3, text: 'The glacier has retreated two kilometres since 1950.', context: 'Harbour Lane Bakery' };
    expect(analyseAnswer('The bakery is shut on Mondays [3].', 'When is the bakery closed?', [glacier]).claims[0]!.weak).toBe(true);
  });
});

describe('claim by claim (review turn 4, R2)', () => {
  const zenith = { id: 1, text: 'On our scale the review unit weighs 0.98 kg, the lightest we tested this year.', context: 'Zenith Air 13 review: light, quiet and quick\nDesign' };
  const corvo = { id: 2, text: 'At 1.46 kg the plastic body feels sturdy.', context: 'Corvo Book 14 review\nBuild' };
  const battery = { id: 3, text: 'The battery lasted 11 hours in our video test.', context: 'Corvo Book 14 review\nBattery' };

  it('a one-sentence comparison with each figure in its own passage is backed, chip by chip', () => {
    for (const answer of [
      'The Zenith Air 13 weighs 0.98 kg [1] and the Corvo Book 14 weighs 1.46 kg [2], so the Zenith is lighter.',
      'The Zenith Air 13 weighs 0.98 kg [1], and the Corvo Book 14 weighs 1.46 kg [2], so the Zenith Air 13 is the lighter laptop.',
      'The Zenith Air 13 weighs 0.98 kg [1] while the Corvo Book 14 weighs 1.46 kg [2].',
      'Das Zenith Air 13 wiegt 0,98 kg [1], während das Corvo Book 14 1,46 kg wiegt [2]; das Zenith ist also leichter.',
      'Zenith Air 13 の重さは 0.98 kg [1]、Corvo Book 14 は 1.46 kg です [2]。Zenith の方が軽いです。',
      'Le Zenith Air 13 pèse 0,98 kg [1] tandis que le Corvo Book 14 pèse 1,46 kilogramme [2].',
      'The Zenith Air 13 weighs 0.98 kg and the Corvo Book 14 weighs 1.46 kg [1][2].',
    ]) {
      const analysis = analyseAnswer(answer, 'Which laptop is lighter?', [zenith, corvo]);
      expect(analysis.assessment.weakGroups, answer).toEqual([]);
      expect(analysis.assessment.verdict, answer).toBe('supported');
    }
  });

  it('a wrong figure or a wrong passage is still caught, in its own claim only', () => {
    const swapped = analyseAnswer('The Zenith Air 13 weighs 0.98 kg [2] and the Corvo Book 14 weighs 1.46 kg [1].', 'lighter?', [zenith, corvo]);
    expect(swapped.assessment.weakGroups).toEqual([0, 1]);
    expect(swapped.assessment.verdict).toBe('unsupported');
    const one = analyseAnswer('Das Zenith Air 13 wiegt 0,89 kg [1], während das Corvo Book 14 1,46 kg wiegt [2].', 'leichter?', [zenith, corvo]);
    expect(one.assessment.weakGroups).toEqual([0]);
    expect(one.assessment.verdict).toBe('supported');
    expect(one.assessment.unsupportedClaims).toEqual(['Das Zenith Air 13 wiegt 0,89 kg']);
    const both = analyseAnswer('The Zenith Air 13 weighs 0.98 kg and the Corvo Book 14 weighs 1.2 kg [1][2].', 'lighter?', [zenith, corvo]);
    expect(both.claims[0]!.weak).toBe(true);
    const extra = analyseAnswer('The Corvo Book 14 weighs 1.46 kg [2][3].', 'weight', [corvo, battery]);
    expect(extra.claims[0]!.support.map((s) => s.weak)).toEqual([false, true]);
  });

  it('a claim restating the question in its own words is backed when the passage holds what it adds; a passage without that is not', () => {
    const question = 'Which NFL team represented the AFC at Super Bowl 50?';
    const claim = 'The team that represented the AFC at Super Bowl 50 was the Denver Broncos';
    const right = { text: 'The American Football Conference (AFC) champion Denver Broncos defeated the Carolina Panthers 24–10 to earn their third title.' };
    const wrong = { text: 'The NFC champion Carolina Panthers had the best regular-season record, and the AFC picked its team late.' };
    expect(isWeakCitation(claim, right)).toBe(true);
    expect(isWeakCitation(claim, right, question)).toBe(false);
    expect(isWeakCitation(claim, wrong, question)).toBe(true);
  });

  it('numbers compare as numbers in the overlap: "２０９８０" is the passage\'s "20,980"', () => {
    const passage = 'Preschool teachers may earn £20,980 annually.';
    expect(overlapScore('Preschool teachers earn ２０９８０', passage)).toBe(1);
    expect(overlapScore('Preschool teachers earn 20.980', passage)).toBe(1);
    expect(overlapScore('Preschool teachers earn 20,990', passage)).toBeLessThan(1);
  });

  it("a name's number is a figure when the passage writes that name with another number", () => {
    const passage = { text: 'Apollo 8 was the first manned spacecraft to orbit another celestial body.' };
    expect(isWeakCitation('Apollo 9 was the first manned spacecraft to orbit another celestial body', passage)).toBe(true);
    expect(isWeakCitation('Apollo 8 was the first manned spacecraft to orbit another celestial body', passage)).toBe(false);
    // A name the passage writes without a number stays a name: "Corvo Book 14" citing "The Corvo Book weighs…".
    expect(isWeakCitation('The Corvo Book 14 weighs 1.46 kg', { text: 'The Corvo Book weighs 1.46 kilograms.' })).toBe(false);
  });
});
