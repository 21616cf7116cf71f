import { describe, expect, it } from 'vitest';
import type { Block } from './article';
import { dropReviewSections } from './drop-review-sections';

const h = (level: number, text: string): Block => ({ kind: 'heading', level, text });
const p = (text: string): Block => ({ kind: 'paragraph', text });
const texts = (blocks: Block[]) => blocks.map((b) => b.text);

describe('dropReviewSections', () => {
  it("ends a review section where another reading's part starts, which takes over its section start", () => {
    const out = dropReviewSections([
      h(2, 'Grill buying guide'),
      p('Gas grills heat up in ten minutes and are easy to clean after a long evening.'),
      h(2, 'Customer Reviews'),
      { ...p('Great grill!'), startsSection: true },
      p('Weber Spirit E-310 gas grill'),
    ]);
    expect(texts(out)).toEqual(['Grill buying guide', 'Gas grills heat up in ten minutes and are easy to clean after a long evening.', 'Great grill!', 'Weber Spirit E-310 gas grill']);
  });

  it('cuts a review section up to the next heading of the same level, with its nested headings', () => {
    const out = dropReviewSections([
      h(1, 'Shure SM7dB'),
      p('A dynamic vocal microphone with a built-in preamp and up to 28 dB of gain.'),
      h(2, 'Customer Reviews'),
      h(3, 'Great mic!'),
      p('Use it daily for podcasts.'),
      h(2, 'Shipping'),
      p('Ships in two days.'),
    ]);
    expect(texts(out)).toEqual([
      'Shure SM7dB',
      'A dynamic vocal microphone with a built-in preamp and up to 28 dB of gain.',
      'Shipping',
      'Ships in two days.',
    ]);
  });

  it('recognises "Ratings & Reviews" and runs to the end when no heading follows', () => {
    const out = dropReviewSections([h(2, 'KALLAX shelf unit'), p('Shelf unit, white, 77x147 cm, sturdy and simple to assemble.'), h(2, 'Ratings & Reviews'), p('4.7 out of 5')]);
    expect(texts(out)).toEqual(['KALLAX shelf unit', 'Shelf unit, white, 77x147 cm, sturdy and simple to assemble.']);
  });

  it('keeps headings that only mention reviews, and pages without review sections', () => {
    const blocks = [
      h(2, 'Review: the quietest mic we tested'),
      p('It beat every other dynamic mic in our noise test.'),
      h(2, 'How we review laptops'),
      p('We run each one down from full.'),
      h(2, 'Write a review'),
      p('Tell us.'),
    ];
    expect(dropReviewSections(blocks)).toEqual(blocks);
  });

  it('keeps everything when the reviews are nearly all of the text (a page of testimonials)', () => {
    const blocks = [h(2, 'Reviews of our yoga classes'), p('Wonderful teachers and a calm studio. '.repeat(10)), p('Best class in town. '.repeat(10))];
    expect(dropReviewSections(blocks)).toEqual(blocks);
  });
});
