// This benchmark's baseline only: src/pipeline/select/select-coverage.ts as it was before issue 19 (main 0b890b2), copied unchanged
// but for its imports, so bench:coverage compares the product with it in one run.
import type { Chunk } from '../../../src/pipeline/chunk/chunk';
import { estimateTokens } from '../../../src/pipeline/tokens/estimate-tokens';
import { openingOf } from './opening-of';
import { pageSections } from '../../../src/pipeline/select/page-sections';
import { costOf, costsOf, type PassageCost, tabTotal } from '../../../src/pipeline/select/passage-cost';
import type { Passage } from '../../../src/pipeline/select/passage';
import type { ScopeTab } from '../../../src/pipeline/select/scope-tab';
import { createSeen } from '../../../src/pipeline/select/select-passages';
import { spreadOrder } from '../../../src/pipeline/select/spread-order';

export interface CoverageOptions {
  budget: number;
  cost: PassageCost;
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
 * the others); within its share, a tab gives its lead, then the start of every section (shallow
 * sections first, spread evenly; when they do not all fit whole, each section's opening
 * sentences), then passages spread evenly by position. A
 * topic question puts the topic's passages (the best in each section first) after the lead.
 * Returned in reading order, tab by tab in the order given.
 */
export function selectCoverage(tabs: readonly ScopeTab[], options: CoverageOptions): Passage[] {
  const { cost } = options;
  const totals = tabs.map((tab) => tabTotal(tab, cost));
  const picked = new Map<number, Passage[]>();
  const seen = createSeen();
  let remaining = Math.max(0, options.budget);
  // Smallest first: what a small tab does not need goes to the larger ones after it.
  const order = tabs.map((_, k) => k).sort((a, b) => totals[a]! - totals[b]! || a - b);
  order.forEach((k, done) => {
    const share = Math.floor(remaining / (order.length - done));
    const passages = pickWithin(tabs[k]!, share, options, seen);
    remaining -= passages.reduce((sum, p) => sum + p.tokens, 0);
    picked.set(k, passages);
  });
  return tabs.flatMap((_, k) => (picked.get(k) ?? []).sort((a, b) => a.chunk.index - b.chunk.index));
}

function pickWithin(tab: ScopeTab, share: number, options: CoverageOptions, seen: (chunk: { text: string }) => boolean): Passage[] {
  const { chunks, source } = tab;
  const out: Passage[] = [];
  const taken = new Set<number>();
  let used = 0;
  const costs = costsOf(tab, options.cost);
  const price = (i: number) => costs[i]!;
  const take = (i: number, opening?: number) => {
    const whole = chunks[i];
    if (!whole || taken.has(i)) return;
    const chunk = opening === undefined ? whole : openingOf(whole, opening, options.countText ?? estimateTokens);
    const tokens = chunk === whole ? price(i) : costOf({ source, chunk }, options.cost);
    if (used + tokens > share) return;
    taken.add(i);
    if (seen(chunk)) return;
    used += tokens;
    out.push({ source, chunk, score: options.topicScores?.get(whole) ?? 0, tokens });
  };
  take(0);
  const sections = pageSections(chunks);
  if (options.topicScores) for (const i of topicBySection(chunks, sections.map((s) => s.chunks), options.topicScores)) take(i);
  // Section starts: shallow headings first; within a depth, spread evenly over the page.
  const depths = [...new Set(sections.map((s) => s.path.length))].sort((a, b) => a - b);
  const starts = depths.flatMap((depth) => {
    const list = sections.filter((s) => s.path.length === depth).map((s) => s.chunks[0]!);
    return spreadOrder(list.length).map((j) => list[j]!);
  }).filter((i) => !taken.has(i));
  // When the starts do not all fit whole, each gives its opening sentences: every section is
  // named with its first words rather than half of them in full (bench/README.md, coverage).
  const wholeCost = starts.reduce((sum, i) => sum + price(i), 0);
  let opening: number | undefined;
  if (used + wholeCost > share && starts.length > 0) {
    const each = (share - used) / starts.length;
    const markup = Math.max(...starts.map((i) => price(i) - (options.countText ?? estimateTokens)(chunks[i]!.text)));
    opening = Math.max(MIN_OPENING, Math.floor(each - markup));
  }
  for (const i of starts) take(i, opening);
  // The even spread, until not even the cheapest chunk fits what is left of the share.
  const cheapest = costs.reduce((min, c) => Math.min(min, c), Number.POSITIVE_INFINITY);
  for (const i of spreadOrder(chunks.length)) {
    if (share - used < cheapest) break;
    take(i);
  }
  return out;
}

/** The shortest opening offered for a section: about a sentence. */
const MIN_OPENING = 24;
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
