import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import type { Passage, SourceInfo } from './passage';
import { ownWordsOf, questionWordsHeld } from './question-words-held';

/** How far down the order a passage may come from. */
const REACH = 3;
/** How many of the question's own words its section's heading must hold. */
const MIN_HEADING_WORDS = 2;

/**
 * Which tab leads: a passage whose section heading holds the question's own words goes first, ahead of another
 * tab's passages, when it holds more of them than every passage ahead of it: "10% Off Electrical Panel Upgrade" over a coupon's terms, for "What
 * discount do they give on upgrading an electrical panel?", ahead of another page's list that repeats "discount".
 * A heading says what its section is about; one that names what is asked is that section. An order, not a
 * selection.
 */
export function headingAnswersFirst(
  passages: readonly Passage[],
  question: string,
  tabs: ReadonlyArray<{ source: SourceInfo; index: Pick<TabIndex, 'readingSize' | 'docFreq'> }>,
): Passage[] {
  if (passages.length < 2) return [...passages];
  const ownOf = ownWordsOf(question, tabs);
  const held = passages.slice(0, REACH).map((p) => questionWordsHeld(p, ownOf(p)));
  for (let i = 1; i < held.length; i++) {
    const p = passages[i]!;
    // Which tab leads: within a tab, answer-first's tiers order its passages.
    if (p.score <= 0 || passages.slice(0, i).some((q) => q.source.tabId === p.source.tabId)) continue;
    const heading = new Set(prepareTerms(p.chunk.headings.join('\n')));
    if (ownOf(p).filter((t) => heading.has(t)).length < MIN_HEADING_WORDS) continue;
    if (held.slice(0, i).every((n) => n < held[i]!)) return [p, ...passages.slice(0, i), ...passages.slice(i + 1)];
  }
  return [...passages];
}
