import { readingChunks } from '../chunk/reading-chunks';
import { rankQuestion } from '../rank/rank-question';
import type { RankOptions } from '../rank/rank-tabs';
import type { RankingParams } from '../rank/ranking-params';
import type { TabProfile } from '../profile/tab-profile';
import type { TabIndex } from '../rank/tab-index';
import { costOf, type PassageCost } from '../select/passage-cost';
import type { Passage, SourceInfo } from '../select/passage';
import { planRetrieval } from '../select/plan-retrieval';
import { selectByTab } from '../select/select-by-tab';
import { comparedTabs } from './compared-tabs';
import { comparisonOffers, UNMATCHED_SCORE } from './comparison-offers';
import { findAttributes } from './find-attributes';
import { comparisonKeeps, statedLines } from './stated-lines';

/** The share of a passage's price its stated lines must save to be sent instead of it. */
const MIN_SAVING = 0.25;

interface Tab {
  source: SourceInfo;
  index: TabIndex;
  profile?: TabProfile;
}

export interface ComparisonSelection {
  passages: Passage[];
  matched: boolean;
  /** Every compared tab whole, and no tab left out. */
  whole: boolean;
  perTabCap: number;
}

/** A comparison that found one tab to compare: the tab, and the subject words it matched. */
export interface ComparedAlone {
  /** Absent when no tab is what a question read from its shape names (it was not a comparison after all). */
  alone: { tabId: number; subject: string } | undefined;
}

/**
 * A comparison's context: decide which tabs are compared (compared-tabs.ts) and leave the others
 * out; rank the question over those alone; offer each tab's passages with the ones that state the
 * attribute asked about first (comparison-offers.ts); the tabs take turns, so each gets its share
 * of the budget (select-by-tab.ts). When the question compares fewer than two of the tabs (a
 * question inside one page, "which city is larger, X or Y?"), `alone` names the one tab: it is
 * then a fact question, and the panel says that only one tab fits.
 */
export function selectComparison(
  tabs: readonly Tab[],
  question: string,
  options: { budget: number; cost: PassageCost; perTabCap?: number; byShape?: boolean; rank: RankOptions & { params?: Partial<RankingParams> } },
): ComparisonSelection | ComparedAlone {
  const attributes = findAttributes(question);
  const { tabs: compared, subject } = comparedTabs(tabs, question, attributes, { byShape: options.byShape ?? false });
  if (compared.length < 2 && tabs.length >= 2) return { alone: compared[0] ? { tabId: compared[0].source.tabId, subject: subject.join(' ') } : undefined };
  const { ranked } = rankQuestion(compared, question, options.rank);
  const scope = compared.map((t) => ({ source: t.source, chunks: t.index.chunks }));
  const offers = comparisonOffers(scope, ranked, attributes, question);
  const matched = offers.some((o) => o.score > UNMATCHED_SCORE);
  const perTabCap = options.perTabCap ?? planRetrieval({ kind: 'comparison' }, options.budget).perTabCap;
  const reading = scope.map((t) => ({ source: t.source, chunks: readingChunks(t.chunks) }));
  const total = reading.reduce((sum, tab) => sum + tab.chunks.reduce((s, chunk) => s + costOf({ source: tab.source, chunk }, options.cost), 0), 0);
  if (total <= options.budget) {
    // All of the compared tabs fit: each tab's offers first, then the rest of it in reading order.
    const passages = reading.flatMap((tab) => {
      const first = offers.filter((o) => o.source.tabId === tab.source.tabId);
      const shown = new Set(first.map((o) => o.chunk));
      const rest = tab.chunks.filter((c) => !shown.has(c)).map((chunk) => ({ source: tab.source, chunk, score: 0 }));
      return [...first, ...rest].map((p) => ({ ...p, tokens: costOf(p, options.cost) }));
    });
    return { passages, matched, whole: compared.length === tabs.length, perTabCap };
  }
  // Past the budget, each offer is sent as the lines that may answer (stated-lines.ts): at 1,000
  // tokens only a few passages a tab fit, and a tab's answering line sat just below what did.
  const keeps = comparisonKeeps(question, attributes);
  const spans = offers.map((o) => ({ ...o, chunk: statedLines(o.chunk, keeps, (chunk) => options.cost({ source: o.source, chunk }), MIN_SAVING) }));
  return { passages: selectByTab(scope, spans, { budget: options.budget, perTabCap, cost: options.cost }), matched, whole: false, perTabCap };
}
