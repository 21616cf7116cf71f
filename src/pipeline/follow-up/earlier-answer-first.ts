import type { TabIndex } from '../rank/tab-index';
import type { Passage, SourceInfo } from '../select/passage';
import { ownWordsOf, questionWordsHeld } from '../select/question-words-held';
import type { CarriedPassage } from './earlier-turn';

/**
 * A follow-up's order with the earlier answer's passage first when it holds as many of the follow-up's own words
 * as every passage ahead of it ("And what should I use to edit that file?" after "Where does sudo keep its
 * settings?": the passage that named /etc/sudoers goes on to say "It should always be edited with visudo", ahead
 * of a tip on editing any file). Among passages that hold the follow-up's words alike, the one about the subject
 * the conversation is on answers. Only within the tab the order leads with (which tab leads stays the ranking's),
 * only past passages that hold some of those words (not past one a tier put ahead: answer-first.ts), and only a
 * carried passage holding at least one of them: one that matches nothing of the follow-up stays behind
 * (rank-carried.ts). An order, not a selection.
 */
export function earlierAnswerFirst(
  passages: readonly Passage[],
  question: string,
  carried: readonly CarriedPassage[],
  tabs: ReadonlyArray<{ source: SourceInfo; index: Pick<TabIndex, 'readingSize' | 'docFreq'> }>,
): Passage[] {
  const lead = passages[0];
  if (!lead || carried.length === 0) return [...passages];
  const isCarried = (p: Passage) => carried.some((c) => c.tabId === p.source.tabId && c.index === p.chunk.index);
  if (isCarried(lead)) return [...passages];
  const at = passages.findIndex((p) => p.source.tabId === lead.source.tabId && p.score > 0 && isCarried(p));
  if (at < 0) return [...passages];
  const own = ownWordsOf(question, tabs)(lead);
  const held = questionWordsHeld(passages[at]!, own);
  // Past passages holding the follow-up's words alike, not past one that answers some other way: a spec line
  // ("Thickness: Vibram® 5mm") that holds none of a Spanish question's words went ahead by how it states it.
  const alike = (p: Passage) => {
    if (p.source.tabId !== lead.source.tabId) return true;
    const n = questionWordsHeld(p, own);
    return n >= 1 && n <= held;
  };
  if (held === 0 || !passages.slice(0, at).every(alike)) return [...passages];
  return [passages[at]!, ...passages.slice(0, at), ...passages.slice(at + 1)];
}
