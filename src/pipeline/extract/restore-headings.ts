import type { Block } from './article';
import { normText } from './prepend-missing';

/**
 * `reading` with the headings it lost between two of its blocks put back, from `page` (the page's
 * visible blocks in page order, boilerplate removed). Readability drops a heading whose class holds
 * one of its "unlikely" words anywhere, and utility-class sites write them in passing
 * (`leading-extra-tight` holds "extra"): The Social Shepherd's ranking kept every agency's
 * paragraphs and lost "1. The Social Shepherd", the line that says which one is first, and every
 * section title its passages are read under.
 * A heading comes back only where the page sets it right before a block of text the reading holds,
 * after another block the reading holds: the text under it is the reading's, so it heads that text as
 * on the page. A heading followed by text the reading left out ("Related articles" and its links) or
 * by another heading (a strip of teaser titles above "Latest news") stays out, and nothing is added
 * before the reading's first block or after its last.
 */
export function restoreHeadings(reading: readonly Block[], page: readonly Block[], title: string): Block[] {
  const texts = page.map((b) => normText(b.text));
  const headline = normText(title);
  // The page's headline is its title, which Readability leaves out on purpose (the tab's title says
  // it): a kicker or photo before it in the reading would bring it back over every passage.
  const isHeadline = (text: string) => text.length > 0 && headline.length > 0 && (headline.includes(text) || text.includes(headline));
  const held = new Set(reading.map((b) => normText(b.text)));
  // Where each text stands in the page, in order: a long page's reading is looked up block by block.
  const places = new Map<string, number[]>();
  texts.forEach((text, i) => {
    const list = places.get(text);
    if (list) list.push(i);
    else places.set(text, [i]);
  });
  const out: Block[] = [];
  let at = -1;
  for (const block of reading) {
    const text = normText(block.text);
    // The same block once more in the page, after the last one found (repeated lines: "Reply").
    const found = places.get(text)?.find((i) => i > at) ?? -1;
    if (found > at + 1 && at >= 0 && !block.startsSection && block.kind !== 'heading') {
      // The headings right before this block, after the last block found, each a level above the
      // next: a section's path ("Results-driven agencies" › "1. The Social Shepherd"), not a strip of
      // teaser titles of one level.
      let from = found;
      let below = Infinity;
      while (from - 1 > at && isHeadingAbove(page[from - 1]!, below) && !held.has(texts[from - 1]!) && !isHeadline(texts[from - 1]!)) {
        from -= 1;
        below = page[from]!.level ?? 6;
      }
      for (let i = from; i < found; i += 1) {
        out.push(page[i]!);
        held.add(texts[i]!);
      }
    }
    out.push(block);
    if (found >= 0) at = found;
  }
  return out;
}

const isHeadingAbove = (block: Block, level: number) => block.kind === 'heading' && (block.level ?? 6) < level;
