import type { Block } from './article';
import { keepBlocks } from './section-start';

/**
 * Headings that open a shop's customer reviews: "Reviews", "Customer Reviews", "Ratings & Reviews".
 * Plural only: a singular "Review: …" heads an editor's review, which is the page's text.
 */
const REVIEW_HEADING = /^(customer |top |product )?reviews\b|^ratings? (and|&) reviews\b/i;
/**
 * Sections that hold more than this share of the text are the page's subject (a studio's page
 * of testimonials, a review site), not an appendix to it: then nothing is cut.
 */
const MAX_CUT_SHARE = 0.9;

/**
 * Removes customer-review sections (a review heading and everything under it, up to the next
 * heading of the same or a higher level, or the start of another reading's part: section-start.ts)
 * from a page that is not an article: reviews are the comment section of a product page, and
 * article comments are already removed (remove-boilerplate.ts). Dozens of short opinions otherwise outnumber the product's own
 * description and specs in ranking. Measured on wcxb-dev (bench/extraction/README.md).
 */
export function dropReviewSections(blocks: Block[]): Block[] {
  const dropped = new Set<Block>();
  let cutLevel: number | undefined;
  let total = 0;
  let cut = 0;
  for (const b of blocks) {
    total += b.text.length;
    if (b.startsSection) cutLevel = undefined;
    if (b.kind === 'heading') {
      const level = b.level ?? 6;
      if (cutLevel !== undefined && level <= cutLevel) cutLevel = undefined;
      if (cutLevel === undefined && REVIEW_HEADING.test(b.text.trim())) cutLevel = level;
    }
    if (cutLevel !== undefined) {
      dropped.add(b);
      cut += b.text.length;
    }
  }
  return cut > MAX_CUT_SHARE * total ? blocks : keepBlocks(blocks, (b) => !dropped.has(b));
}
