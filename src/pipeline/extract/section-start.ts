import type { Block } from './article';

/**
 * `blocks` as a part joined after another reading, its first block marked `startsSection`: the
 * headings of the reading it follows head that reading's container, not this part. Newegg's GPU
 * category page (wcxb-dev 0649) appends its product grid after Readability's FAQ, whose last question
 * then headed every product; REI's guide articles after its grid sat under the last product's name.
 * A part in front of a reading is not one (prepend-missing.ts: the page's headline heads the page).
 */
export function startSection(blocks: Block[]): Block[] {
  const [first, ...rest] = blocks;
  return first ? [{ ...first, startsSection: true }, ...rest] : [];
}

/** `blocks` that `keep` keeps; a dropped block's section start passes to the next kept one. */
export function keepBlocks(blocks: Block[], keep: (block: Block) => boolean): Block[] {
  const kept: Block[] = [];
  let pending = false;
  for (const block of blocks) {
    if (!keep(block)) {
      pending ||= block.startsSection === true;
      continue;
    }
    kept.push(pending && !block.startsSection ? { ...block, startsSection: true } : block);
    pending = false;
  }
  return kept;
}
