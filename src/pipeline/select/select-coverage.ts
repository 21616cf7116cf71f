import type { Chunk } from '../chunk/chunk';
import { estimateTokens } from '../tokens/estimate-tokens';
import { openingOf } from './opening-of';
import { pageSections } from './page-sections';
import { costOf, costsOf, type PassageCost, tabTotal } from './passage-cost';
import type { Passage, SourceInfo } from './passage';
import type { ScopeTab } from './scope-tab';
import { createSeen } from './select-passages';
import { spreadOrder } from './spread-order';

export interface CoverageOptions {
  budget: number;
  /** A passage's price; with `blockCost`, its price inside its tab's block. */
  cost: PassageCost;
  /**
   * What a tab's block costs once, whatever it holds (the prompt's header per run of one tab's
   * passages: format-source.ts); absent when `cost` prices each passage whole.
   */
  blockCost?: (source: SourceInfo) => number;
  /** Counts a chunk's text, to cut section openings to size; default estimateTokens. */
  countText?: (text: string) => number;
  /**
   * A topic question's scores per chunk (rankTabs over the topic): matching chunks come before
   * the even spread, the best of each section first, so the topic is followed across the page.
   */
  topicScores?: ReadonlyMap<Chunk, number>;
}

/**
 * Context that represents the whole of each tab when the tabs do not fit the budget whole: each
 * tab gets a fair share (a tab smaller than its share takes all of itself and leaves the rest to
 * the others; when every tab's lead and shortest section openings fit, each keeps room for those),
 * and within its share, a tab gives its lead, then the start of every section (shallow
 * sections first, spread evenly; when they do not all fit whole, each section's opening
 * sentences), then passages spread evenly by position. A
 * topic question puts the topic's passages (the best in each section first) after the lead.
 * Returned in reading order, tab by tab in the order given.
 */
export function selectCoverage(tabs: readonly ScopeTab[], options: CoverageOptions): Passage[] {
  const { cost } = options;
  const totals = tabs.map((tab) => tabTotal(tab, cost) + (options.blockCost?.(tab.source) ?? 0));
  const seen = createSeen();
  const pickers = tabs.map((tab) => tabPicker(tab, options, seen));
  let remaining = Math.max(0, options.budget);
  // Smallest first: what a small tab does not need goes to the larger ones after it. First every
  // tab's lead and sections, then, with what is left, passages spread over each tab.
  const order = tabs.map((_, k) => k).sort((a, b) => totals[a]! - totals[b]! || a - b);
  // What each tab needs to name its lead and every section by its shortest opening. When all of
  // that fits, a tab's even share gives way so that the tabs after it keep their need: a page whose
  // entries cost more (deep heading paths) names every section, and the others still name theirs.
  const needs = pickers.map((picker) => picker.need());
  const reserve = needs.reduce((sum, n) => sum + n, 0) <= remaining;
  const round = (step: 'cover' | 'spread') =>
    order.forEach((k, done) => {
      const picker = pickers[k]!;
      const before = picker.used();
      let share = Math.floor(remaining / (order.length - done));
      if (step === 'cover' && reserve) {
        const after = order.slice(done + 1).reduce((sum, j) => sum + needs[j]!, 0);
        share = Math.max(needs[k]!, Math.min(share, remaining - after));
      }
      picker[step](before + share);
      remaining -= picker.used() - before;
    });
  round('cover');
  round('spread');
  return pickers.flatMap((picker) => picker.passages());
}

function tabPicker(tab: ScopeTab, options: CoverageOptions, seen: (chunk: { text: string }) => boolean) {
  const { chunks, source } = tab;
  let share = 0;
  const out: Passage[] = [];
  const taken = new Set<number>();
  // The tab's block is paid once, by its first passage in reading order (as the prompt counts it).
  const block = options.blockCost?.(source) ?? 0;
  let used = block;
  const costs = costsOf(tab, options.cost);
  const price = (i: number) => costs[i]!;
  /** Takes chunk i (its opening, given a size) if it fits; false when it is a repeat of text already taken. */
  const take = (i: number, opening?: number): boolean => {
    const whole = chunks[i];
    if (!whole || taken.has(i)) return true;
    const chunk = opening === undefined ? whole : openingOf(whole, opening, options.countText ?? estimateTokens);
    const tokens = chunk === whole ? price(i) : costOf({ source, chunk }, options.cost);
    if (used + tokens > share) return true;
    taken.add(i);
    if (seen(chunk)) return false;
    used += tokens;
    out.push({ source, chunk, score: options.topicScores?.get(whole) ?? 0, tokens });
    return true;
  };
  const cover = () => {
    const sections = pageSections(chunks);
    // Section starts: shallow headings first; within a depth, spread evenly over the page.
    const depths = [...new Set(sections.map((s) => s.path.length))].sort((a, b) => a - b);
    const inOrder = depths.flatMap((depth) => {
      const list = sections.filter((s) => s.path.length === depth);
      return spreadOrder(list.length).map((j) => list[j]!);
    });
    // When the lead and the starts do not all fit whole, the lead gives its opening too.
    const tight = used + price(0) + inOrder.reduce((sum, s) => sum + (s.chunks[0] === 0 ? 0 : price(s.chunks[0]!)), 0) > share;
    take(0, tight ? LEAD_OPENING : undefined);
    if (options.topicScores) for (const i of topicBySection(chunks, sections.map((s) => s.chunks), options.topicScores)) take(i);
    const ordered = inOrder.filter((s) => !s.chunks.some((i) => taken.has(i)));
    const starts = ordered.map((s) => s.chunks[0]!);
    // When the starts do not all fit whole, each gives its opening sentences: every section is
    // named with its first words rather than half of them in full (bench/README.md, coverage).
    const wholeCost = starts.reduce((sum, i) => sum + price(i), 0);
    let opening: number | undefined;
    if (used + wholeCost > share && starts.length > 0) {
      const each = (share - used) / starts.length;
      const countText = options.countText ?? estimateTokens;
      // An entry's own line (its number and heading path), on average over the starts.
      const markup = starts.reduce((sum, i) => sum + price(i) - countText(chunks[i]!.text), 0) / starts.length;
      opening = Math.max(MIN_OPENING, Math.floor(each - markup));
    }
    // A start that repeats text already taken (every post of a thread opening with the same "Photo:"
    // caption) gives way to the next chunk of its section, so the section is still represented.
    for (const section of ordered) section.chunks.slice(0, MAX_REPEATS + 1).find((i) => take(i, opening));
  };
  // The even spread, until not even the cheapest chunk fits what is left of the share.
  const spread = () => {
    const cheapest = costs.reduce((min, c) => Math.min(min, c), Number.POSITIVE_INFINITY);
    for (const i of spreadOrder(chunks.length)) {
      if (share - used < cheapest) break;
      take(i);
    }
  };
  /** The block, the lead's opening and every other section's shortest opening; the whole tab when less. */
  const need = (): number => {
    const countText = options.countText ?? estimateTokens;
    const priceOf = (i: number, size: number) => {
      const chunk = openingOf(chunks[i]!, size, countText);
      return chunk === chunks[i] ? price(i) : costOf({ source, chunk }, options.cost);
    };
    const starts = pageSections(chunks).map((s) => s.chunks[0]!).filter((i) => i !== 0);
    const least = block + (chunks.length > 0 ? priceOf(0, LEAD_OPENING) : 0) + starts.reduce((sum, i) => sum + priceOf(i, MIN_OPENING), 0);
    return Math.min(least, block + costs.reduce((sum, c) => sum + c, 0));
  };
  return {
    need,
    /** Tokens taken so far, the block included once something is. */
    used: () => (out.length > 0 ? used : 0),
    cover: (upTo: number) => {
      share = upTo;
      cover();
    },
    spread: (upTo: number) => {
      share = upTo;
      spread();
    },
    passages: (): Passage[] => {
      if (out.length === 0) return [];
      const sorted = [...out].sort((a, b) => a.chunk.index - b.chunk.index);
      sorted[0] = { ...sorted[0]!, tokens: sorted[0]!.tokens + block };
      return sorted;
    },
  };
}

/**
 * The shortest opening offered for a section: a clause, 8–10 words. Real long pages have 15–84
 * sections (forums count every post); at a sentence (24) a tab of three in a 4,096-token window
 * could name about half of its sections (bench/README.md, coverage).
 */
const MIN_OPENING = 12;
/** The lead's opening when the lead and every section's start do not fit whole: two or three sentences. */
const LEAD_OPENING = 48;
/** How many repeated chunks at a section's start are stepped over to reach its own text. */
const MAX_REPEATS = 3;
/** Matching chunks, round by round: each section's best, then each section's second best… */
function* topicBySection(chunks: readonly Chunk[], sections: number[][], scores: ReadonlyMap<Chunk, number>): Generator<number> {
  const ranked = sections
    .map((positions) => positions.filter((i) => (scores.get(chunks[i]!) ?? 0) > 0).sort((a, b) => scores.get(chunks[b]!)! - scores.get(chunks[a]!)! || a - b))
    .filter((list) => list.length > 0)
    .sort((a, b) => scores.get(chunks[b[0]!]!)! - scores.get(chunks[a[0]!]!)!);
  for (let round = 0; ranked.some((list) => round < list.length); round += 1) {
    for (const list of ranked) if (round < list.length) yield list[round]!;
  }
}
