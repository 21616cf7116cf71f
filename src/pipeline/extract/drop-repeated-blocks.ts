import type { Block } from './article';
import { keepBlocks } from './section-start';

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A short line that states a price ("$124.93 - $155.00", "€35,00"): on a category page two items
 * often cost the same, and dropping the second copy leaves that item without its price.
 */
const PRICE_LINE = /^(?=.{0,40}$)(?=.*\p{Sc}\s?\d|.*\d\s?\p{Sc})/u;

/**
 * Keeps the first of blocks whose text repeats: product and listing templates render the same
 * description, spec table or variant picker several times (desktop / mobile copies, carousels,
 * tabs), and each copy is noise to the reader and to ranking. Only for pages that are not
 * articles: recipes and interviews repeat lines that are content (bench/extraction/README.md).
 */
export function dropRepeatedBlocks(blocks: Block[]): Block[] {
  const seen = new Set<string>();
  return keepBlocks(blocks, (b) => {
    if (b.kind === 'code' || PRICE_LINE.test(b.text)) return true;
    const k = key(b.text);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
