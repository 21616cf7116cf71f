import { describe, expect, it } from 'vitest';
import type { Chunk } from '../chunk/chunk';
import { findQuote } from '../chunk/find-quote';
import { makeLocator } from '../chunk/make-locator';
import { findAttributes } from './find-attributes';
import { comparisonKeeps, statedLines } from './stated-lines';

const words = (chunk: Chunk) => chunk.text.split(/\s+/u).filter(Boolean).length;

function chunkOf(page: string, from: string, to: string): Chunk {
  const start = page.indexOf(from);
  const end = page.indexOf(to);
  return { index: 4, text: page.slice(start, end), headings: ['Battery'], locator: makeLocator(page, start, end) };
}

describe('comparisonKeeps', () => {
  const keeps = comparisonKeeps('Which laptop is lighter?', findAttributes('Which laptop is lighter?'));

  it('keeps a sentence with a word of the question, the attribute, or any figure', () => {
    expect(keeps('This laptop is built for travel.')).toBe(true);
    expect(keeps('It weighs very little.')).toBe(true);
    expect(keeps('More than 100 bread, dough, cake, and jam combinations.')).toBe(true);
  });

  it('drops a sentence with none of them', () => {
    expect(keeps('The speakers are thin but clear.')).toBe(false);
  });
});

describe('statedLines', () => {
  const page = 'Intro. Our review team spent a month with it. The speakers are thin but clear. It weighs 1.46 kg with the charger. The webcam is fine for calls and the lid opens wide. Outro.';
  const chunk = chunkOf(page, 'Our review', ' Outro');
  const keeps = (s: string) => /weighs/u.test(s);

  it('sends the kept sentences as a span with its own locator, found again in the page', () => {
    const span = statedLines(chunk, keeps, words, 0.25);
    expect(span.text).toBe('It weighs 1.46 kg with the charger.');
    expect(span.index).toBe(4);
    expect(span.headings).toEqual(['Battery']);
    expect(span.locator.exact).toBe(span.text);
    expect(span.locator.prefix).toBe('month with it. The speakers are thin but clear.'.slice(-32));
    expect(span.locator.suffix.startsWith('The webcam is fine')).toBe(true);
    const [match] = findQuote(page, span.locator);
    expect(page.slice(match!.start, match!.end)).toBe(span.text);
  });

  it('keeps everything between the first and the last kept sentence: a locator quotes one run of text', () => {
    const span = statedLines(chunk, (s) => /weighs|month/u.test(s), words, 0.25);
    expect(span.text).toBe('Our review team spent a month with it. The speakers are thin but clear. It weighs 1.46 kg with the charger.');
    expect(span.locator.prefix).toBe(chunk.locator.prefix);
  });

  it('keeps a short label line before the kept line', () => {
    const post = 'Thread\nAquaCare\nAug 08, 2006 posted\nI bought three tetras and they all look healthy in the new tank today.';
    const start = post.indexOf('AquaCare');
    const whole = { index: 0, text: post.slice(start), headings: [], locator: makeLocator(post, start, post.length) };
    const span = statedLines(whole, (s) => /\d/u.test(s), words, 0.25);
    expect(span.text).toBe('AquaCare\nAug 08, 2006 posted');
    expect(span.locator.exact).toBe('AquaCare Aug 08, 2006 posted');
  });

  it('keeps the chunk when nothing or everything is kept, or the span saves too little', () => {
    expect(statedLines(chunk, () => false, words, 0.25)).toBe(chunk);
    expect(statedLines(chunk, () => true, words, 0.25)).toBe(chunk);
    expect(statedLines(chunk, (s) => !/Our review/u.test(s), words, 0.5)).toBe(chunk);
  });

  it('keeps a transcript chunk whole: its cues are offsets into its text', () => {
    const cued = { ...chunk, cues: [[0, 12]] as Array<[number, number]> };
    expect(statedLines(cued, keeps, words, 0.25)).toBe(cued);
  });
});
