import type { Block } from './article';
import { statesSomething } from './states-something';

/**
 * The reading without the headings at its end that head nothing: a call to action set as a heading
 * after the last section ("Start Deploying" under a service page's last list), whose section's body
 * was a button or a form. As the text beside a reading drops a label left with nothing under it
 * (read-beside.ts), a heading that states something stays (an FAQ's last question, a claim), and so
 * does one deeper than the heading before it: a sub-label of that heading's section (a testimonial's
 * "SAM C" under its quote set as a heading). A reading of headings only is left whole.
 */
export function dropTrailingHeadings(blocks: Block[]): Block[] {
  let end = blocks.length;
  while (end > 0) {
    const last = blocks[end - 1]!;
    if (last.kind !== 'heading' || statesSomething(last.text)) break;
    const before = blocks.slice(0, end - 1).findLast((b) => b.kind === 'heading');
    if (before && (last.level ?? 6) > (before.level ?? 6)) break;
    end--;
  }
  return end === 0 || end === blocks.length ? blocks : blocks.slice(0, end);
}
