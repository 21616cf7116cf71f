import type { Block } from './article';
import { keepBlocks } from './section-start';

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A short line that states a price ("$124.93 - $155.00", "€35,00"): on a category page two items
 * often cost the same, and dropping the second copy leaves that item without its price.
 */
const PRICE_LINE = /^(?=.{0,40}$)(?=.*\p{Sc}\s?\d|.*\d\s?\p{Sc})/u;

/**
 * A short label standing alone before its value ("Sleeping Capacity:", then "4-person"): on a category
 * page every item's card states the same labels, and some items the same values ("3-season"); without
 * them the second item's "78 in." says nothing. The label and a short block after it are kept.
 */
const LABEL = /^(?=.{2,40}$)[^:]*\p{L}[^:]*:$/u;
/** A value after such a label is a word or a figure ("4-person", "61 in."), not a repeated description. */
const VALUE_MAX = 40;

/**
 * Keeps the first of blocks whose text repeats: product and listing templates render the same
 * description, spec table or variant picker several times (desktop / mobile copies, carousels,
 * tabs), and each copy is noise to the reader and to ranking. Only for pages that are not
 * articles: recipes and interviews repeat lines that are content (bench/extraction/README.md).
 */
export function dropRepeatedBlocks(blocks: Block[]): Block[] {
  const seen = new Set<string>();
  let afterLabel = false;
  return keepBlocks(blocks, (b) => {
    const value = afterLabel;
    afterLabel = LABEL.test(b.text);
    const k = key(b.text);
    const repeated = seen.has(k);
    seen.add(k);
    return !repeated || b.kind === 'code' || PRICE_LINE.test(b.text) || afterLabel || (value && b.text.length <= VALUE_MAX);
  });
}
