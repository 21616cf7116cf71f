import type { Passage } from '../../pipeline/select/passage';

/** One card of a passages-only answer: a passage, or neighbouring pieces of one paragraph shown once. */
export interface PassageCard {
  /** The first passage (its tab, headings and locator: a click shows it). */
  passage: Passage;
  text: string;
  /** 1-based card number, in the order shown. */
  number: number;
}

export interface PassageGroup {
  tabId: number;
  cards: PassageCard[];
}

export type Arrangement = 'ranked' | 'reading-order' | 'by-tab';

/** Under this a chunk is a label, breadcrumb or table fragment, not something to read. */
const MIN_CHARS = 40;
const MIN_WORDS = 6;
const BREADCRUMB = /(\s[›»>/|]\s.*){2,}/u;

/** A spec, price or "Label: value" line: short, but the fact a comparison came for ("Weight: 372g", "$179"). */
const FIGURE_LINE = /(?:^|\n)[^\n:]{1,40}:\s*[^\n]*\d|[$€£¥₹]\s?\d|\d\s?(?:kg|g|lbs?|oz|mm|cm|GB|TB|mAh|W|hours?|hrs?)\b/u;

export function isLabelSized(text: string): boolean {
  const trimmed = text.trim();
  if (FIGURE_LINE.test(trimmed)) return false;
  // A Han, kana or hangul character carries about a word's meaning: count it twice, and skip the word count.
  const wide = (trimmed.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  const words = trimmed.split(/\s+/u).length;
  // Few words but long (a URL, a long identifier) is content, not a label.
  return trimmed.length + wide < MIN_CHARS || (wide === 0 && words < MIN_WORDS && trimmed.length < 80) || (BREADCRUMB.test(trimmed) && trimmed.length < 160);
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** A chunk that only repeats the page's title or one of its headings (a title left alone above a byline). */
export function isHeadingOnly(passage: Passage): boolean {
  const text = squash(passage.chunk.text);
  if (!text) return true;
  return squash(passage.source.title).startsWith(text) || passage.chunk.headings.some((h) => squash(h) === text);
}

/**
 * Neighbours join when they are one paragraph's pieces: same section. Transcript chunks never do: each
 * card keeps its own moment, where its click plays the video from (a pause split them there).
 */
const sameHeadings = (a: Passage, b: Passage) =>
  !a.chunk.time && !b.chunk.time && a.chunk.headings.join('\u0000') === b.chunk.headings.join('\u0000');

/**
 * What a passages-only answer shows, from the turn's passages (the order retrieval chose): no
 * label-sized pieces (unless that is all there is), and a paragraph the chunker split over
 * neighbouring chunks shown once, as one card, wherever its first piece ranked. Cards are numbered
 * in the order shown.
 */
export function passageCards(passages: readonly Passage[]): PassageCard[] {
  const readable = passages.filter((p) => !isLabelSized(p.chunk.text) && !isHeadingOnly(p));
  const kept = readable.length > 0 ? readable : [...passages];
  interface Building {
    pieces: Passage[];
  }
  const cards: Building[] = [];
  // A card's first and last chunk, by "tab:index", to join neighbours from either side.
  const endingAt = new Map<string, Building>();
  const startingAt = new Map<string, Building>();
  const at = (p: Passage, delta: number) => `${p.source.tabId}:${p.chunk.index + delta}`;
  for (const passage of kept) {
    const before = endingAt.get(at(passage, -1));
    const after = startingAt.get(at(passage, 1));
    if (before && sameHeadings(before.pieces.at(-1)!, passage)) {
      endingAt.delete(at(passage, -1));
      before.pieces.push(passage);
      endingAt.set(at(passage, 0), before);
    } else if (after && sameHeadings(after.pieces[0]!, passage)) {
      startingAt.delete(at(passage, 1));
      after.pieces.unshift(passage);
      startingAt.set(at(passage, 0), after);
    } else {
      const card = { pieces: [passage] };
      cards.push(card);
      endingAt.set(at(passage, 0), card);
      startingAt.set(at(passage, 0), card);
    }
  }
  return cards.map((card, i) => ({
    passage: card.pieces[0]!,
    text: card.pieces.map((p) => p.chunk.text.trim()).join(' '),
    number: i + 1,
  }));
}

/** Cards grouped by tab, tabs in the order their first card appears (comparisons, several tabs in reading order). */
export function groupByTab(cards: readonly PassageCard[]): PassageGroup[] {
  const groups = new Map<number, PassageGroup>();
  for (const card of cards) {
    const tabId = card.passage.source.tabId;
    let group = groups.get(tabId);
    if (!group) {
      group = { tabId, cards: [] };
      groups.set(tabId, group);
    }
    group.cards.push(card);
  }
  return [...groups.values()];
}
