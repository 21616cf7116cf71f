import type { Block } from './article';

/** Section labels that introduce teasers, ads or share bars rather than the article's text. */
const TEASER_LABEL =
  /^(don['’]?t miss|you (may|might) (also )?like|related( articles| stories| posts| content)?|read (more|next|also)|more (from|stories|on this)|recommended( for you)?|trending( now)?|most (popular|read)|advertisement|sponsored( content)?|share (this|on)|follow us|sign up|subscribe)\b/i;
/**
 * A teaser label stands alone or introduces what follows it ("Recommended", "Related stories:", "Read
 * next — …"); a label run straight into its own words is a fact ("Recommended PSU 850 W", "Recommended
 * age 8+": a spec row), and a table row is never a teaser.
 */
function isTeaserLabel(block: Block): boolean {
  if (block.kind === 'table-row') return false;
  const label = TEASER_LABEL.exec(block.text);
  if (!label) return false;
  const rest = block.text.slice(label[0].length);
  return block.kind === 'heading' || /^\s*(?:$|[:|—–-]|\p{P}+\s*$)/u.test(rest);
}

/** A dateline or update stamp standing alone: "PUBLISHED: 10:48, Tue, Nov 19, 2019". */
const STAMP = /^\|?\s*(published|updated|posted|last (updated|modified))\b/i;

/** A control or label standing alone: gallery buttons, ad slots, sign-in links. */
const CONTROL_LABEL =
  /^(advert(isement)?|ad|caption|close|open|menu|share|print|email|comments?|sign in|log ?in|register|reply|expand|collapse|(image|photo|slide) \d+ of \/? ?\d+)$/i;
/** Cookie notices that survived as text. */
const COOKIE_NOTICE = /\b(uses?|using) cookies\b/i;

/** Linked multi-word headings of one level that make one-word linked headings of that level item titles. */
const SERIES_TITLES = 3;

/** A rank standing alone ("#1", "#25" before a chart's item): a position, not a share counter. */
const RANK = /^#\d+$/u;

/** A linked paragraph under an item's linked title is its description from this length: a sentence, not "Find out more". */
const ITEM_TEXT_CHARS = 60;

/** Over this share of link text the whole text is a listing, and link-heavy blocks are content. */
const LISTING_LINK_SHARE = 0.35;

export interface JunkOptions {
  /**
   * Keep headings that are all link text: on a shop's category page or a listing the item titles
   * are headings inside the item's link ("Terren 81"W Farmhouse Sofa", then its price), and the
   * price without its title answers nothing. In an article's reading they are teasers: dropped.
   * One word ("Back", "Shop") is a control, not a title, unless it is one of a series: where at least
   * `SERIES_TITLES` linked headings of its level have several words, a one-word one at that level is
   * an item's title too (a chart's "Shelter" between "Scream 7" and "Wuthering Heights").
   */
  keepLinkedHeadings?: boolean;
  /**
   * Keep a dateline standing alone ("Posted April 18, 2024"): the page's date, which a question about
   * when a thread started or a story came out asks for. Beside a reading it is a fact; in a reading
   * (what a summary reads) it is clutter.
   */
  keepStamps?: boolean;
  /**
   * Judge each block even when the text is mostly links (a listing's, or a whole page's with its
   * menus): the headings a reading lost come back only when they are not links themselves, as a
   * "Related news" teaser's title set in the story's middle is.
   */
  eachBlock?: boolean;
}

/**
 * Removes the clutter Readability keeps inside articles: blocks that are (almost) all link text
 * (teasers, "related" lists), teaser and share labels, lone controls ("Close", "Image 1 of 9"),
 * cookie notices, lone numbers (share counters) and
 * dateline stamps. Pages whose text is mostly links (listings) are left as they are.
 * Measured on scrapinghub: see bench/README.md.
 */
export function dropJunkBlocks(blocks: Block[], linkShares: number[], options: JunkOptions = {}): Block[] {
  let chars = 0;
  let linkChars = 0;
  blocks.forEach((b, i) => {
    chars += b.text.length;
    linkChars += b.text.length * (linkShares[i] ?? 0);
  });
  if (chars === 0 || (!options.eachBlock && linkChars / chars >= LISTING_LINK_SHARE)) return blocks;
  // Repeated blocks are kept: recipes, plans and interviews repeat lines that are content
  // (deduplicating cost 0.6 recall on one scrapinghub page for 0.01 precision on another).
  const linkedHeading = (b: Block, i: number) => b.kind === 'heading' && (linkShares[i] ?? 0) >= 0.75;
  const series = new Map<number | undefined, number>();
  blocks.forEach((b, i) => {
    if (linkedHeading(b, i) && /\S\s+\S/u.test(b.text)) series.set(b.level, (series.get(b.level) ?? 0) + 1);
  });
  const isItemTitle = (i: number) => {
    const b = blocks[i]!;
    return !!options.keepLinkedHeadings && b.kind === 'heading' && (/\S\s+\S/u.test(b.text) || (series.get(b.level) ?? 0) >= SERIES_TITLES);
  };
  // The sentence under an item's linked title, inside the same link: what the item is ("AI & Engineering" →
  // "Leverage engineering-led design, …" on a service page's cards), read with its title.
  const isItemText = (i: number) =>
    !!options.keepLinkedHeadings && blocks[i]!.kind === 'paragraph' && blocks[i]!.text.length >= ITEM_TEXT_CHARS && i > 0 && linkedHeading(blocks[i - 1]!, i - 1) && isItemTitle(i - 1);
  return blocks.filter((b, i) => {
    if (b.kind === 'code') return true;
    if (b.text.length <= 30 && CONTROL_LABEL.test(b.text.replace(/[.:!…]+$/, ''))) return false;
    if (b.text.length < 300 && COOKIE_NOTICE.test(b.text)) return false;
    if ((linkShares[i] ?? 0) >= 0.75 && b.text.length < 300 && !isItemTitle(i) && !isItemText(i)) return false;
    // A lone number is a share counter; a lone price ("$35.00") is content.
    if (b.text.length < 20 && !/\p{L}|\p{Sc}/u.test(b.text) && b.kind !== 'table-row' && !RANK.test(b.text)) return false;
    if (b.text.length <= 60 && isTeaserLabel(b)) return false;
    if (!options.keepStamps && b.text.length <= 80 && STAMP.test(b.text) && /\d/.test(b.text)) return false;
    return true;
  });
}
