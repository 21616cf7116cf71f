import { prepareTerms } from '../rank/prepare-terms';
import { rankTabs } from '../rank/rank-tabs';
import type { TabIndex } from '../rank/tab-index';
import type { SourceInfo } from '../select/passage';
import type { EarlierTurn } from './earlier-turn';
import { readFollowUp } from './read-follow-up';

interface Tab {
  source: SourceInfo;
  index: TabIndex;
}

export interface FollowUpFocus<T extends Tab> {
  /** The tabs the follow-up is about: the earlier answer's, plus any the follow-up names itself. */
  tabs: T[];
  /** The earlier question, ranked beside the follow-up's own words at a lower weight ("it" → the bakery). */
  extraQueries: string[];
  /**
   * None of the follow-up's own words is in any tab ("Posso cancelar quando quiser?" over English pages): the
   * earlier answer's passages are the best guess at what it is about, so they lead instead of trailing.
   */
  carriedLead?: boolean;
}

/** The earlier question's tabs when the panel could not say (no citations, no passage): its best chunks' tabs. */
const EARLIER_TOP = 3;

/**
 * A follow-up as the conversation means it. When the question leans on the earlier one
 * (read-follow-up.ts) its subject is the earlier question's: that question's words join the
 * ranking at a lower weight, and the tabs are narrowed to the ones the earlier answer was about
 * plus any tab the follow-up names by its title ("And the Zenith?"), so "Is it open on Sunday?"
 * after a bakery question is not answered by a decluttering guide's "open the wardrobe on Sunday".
 * Not narrowed: a question that points elsewhere ("the other one") without naming a tab, and one
 * whose own words match nothing in the earlier tabs while they match elsewhere (a new subject).
 * A question whose own words match nothing in any tab leans whatever its wording, and the earlier
 * answer's passages lead (`carriedLead`).
 * Undefined: not a follow-up, retrieval as for any question.
 */
export function focusFollowUp<T extends Tab>(tabs: readonly T[], question: string, earlier: EarlierTurn | undefined): FollowUpFocus<T> | undefined {
  if (!earlier || tabs.length === 0) return undefined;
  const read = readFollowUp(question);
  // A question none of whose words any tab in scope holds ("Posso cancelar quando quiser?" over English pages,
  // "産地は？") can only be understood through the turn before it: it leans, as a pronoun would make it.
  const unmatched = !read.leans && !matchesAnything(tabs, question);
  const reading = unmatched ? { ...read, leans: true, refers: true } : read;
  if (!reading.leans) return undefined;
  // A question that leans only by being short names its own ask ("What did harbour dues bring in?"): it keeps
  // to the earlier tabs, but the earlier question's words would outrank its own there, so they join only for a
  // pronoun, a continuing opening or "the other one".
  const extraQueries = reading.onlyShort ? [] : [earlier.question];
  const inScope = new Set(tabs.map((t) => t.source.tabId));
  let earlierTabs = new Set(earlier.tabIds.filter((id) => inScope.has(id)));
  if (earlierTabs.size === 0) {
    const ranked = rankTabs(tabs, earlier.question).filter((r) => r.score > 0);
    earlierTabs = new Set(ranked.slice(0, EARLIER_TOP).map((r) => r.source.tabId));
  }
  const named = namedTabs(tabs, question, earlier.question, tabs.filter((t) => earlierTabs.has(t.source.tabId)));
  // A follow-up that names its own subject keeps the earlier question's ask, not its subject's name.
  if (named.size > 0 && extraQueries.length > 0) extraQueries[0] = withoutTitleWords(earlier.question, tabs.filter((t) => earlierTabs.has(t.source.tabId)));
  if (earlierTabs.size === 0 || (reading.other && named.size === 0)) return { tabs: [...tabs], extraQueries };
  const focus = tabs.filter((t) => earlierTabs.has(t.source.tabId) || named.has(t.source.tabId));
  if (focus.length === tabs.length) return { tabs: focus, extraQueries };
  // A question without a pronoun for the earlier subject ("What about the wardrobe?", a short one)
  // may bring a new one: its own words find nothing in the earlier tabs but do elsewhere.
  if (reading.refers) return { tabs: focus, extraQueries, ...(unmatched ? { carriedLead: true } : {}) };
  // "Matches" elsewhere: one passage holds two of its words (all, if it has one), not a chance word
  // of a question in another language ("¿Y cuántas monedas admite?" over English pages).
  const own = [...new Set(prepareTerms(question.split('\n', 1)[0] ?? ''))];
  const need = Math.min(2, own.length);
  const matchesFocus = focus.some((t) => own.some((term) => (t.index.docFreq.get(term) ?? 0) > 0));
  const matchesElsewhere = need > 0 && tabs.some((t) => !focus.includes(t) && holdsTerms(t, own, need));
  if (!matchesFocus && matchesElsewhere && named.size === 0) return undefined;
  return { tabs: focus, extraQueries };
}

/**
 * A word that names something: capitalised where it does not open the sentence ("the Zenith"),
 * or holding a digit ("G3"); in a script without case, any word.
 */
const NAME = /(?<=[^\p{L}\p{N}\s][\s]*|\s)(?:\p{Lu}[\p{L}\p{M}\p{N}]*|[\p{L}]*\p{N}[\p{L}\p{N}]*)|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

function names(line: string): string[] {
  const words = line.trim().replace(/^[\p{P}\s]*[\p{L}\p{M}\p{N}'’]+/u, ' ');
  return [...words.matchAll(NAME)].flatMap(([word]) => prepareTerms(word));
}

/**
 * Tabs the question names: a name in it (names()) that is a word of their title, that the earlier
 * question did not use, that the earlier tabs do not hold (there it names something on the page
 * being talked about: "the GMAT" on a degree's page) and that not every tab's title has (a site's
 * name). A common word that happens to be in a title ("slow", "open") does not name a tab.
 */
function namedTabs(tabs: readonly Tab[], question: string, earlierQuestion: string, earlierTabs: readonly Tab[]): Set<number> {
  const asked = new Set(names(question.split('\n', 1)[0] ?? ''));
  for (const term of prepareTerms(earlierQuestion)) asked.delete(term);
  for (const term of [...asked]) if (earlierTabs.some((t) => (t.index.docFreq.get(term) ?? 0) > 0)) asked.delete(term);
  if (asked.size === 0) return new Set();
  const titles = tabs.map((t) => new Set(prepareTerms(t.source.title)));
  const everywhere = (term: string) => tabs.length > 1 && titles.every((terms) => terms.has(term));
  const named = new Set<number>();
  tabs.forEach((tab, i) => {
    for (const term of asked) if (titles[i]!.has(term) && !everywhere(term)) named.add(tab.source.tabId);
  });
  return named;
}

/** The earlier question less the words of its tabs' titles ("How heavy is the Corvo Book 14?" → "How heavy is the ?"). */
function withoutTitleWords(question: string, tabs: readonly Tab[]): string {
  const titleTerms = new Set(tabs.flatMap((t) => prepareTerms(t.source.title)));
  return question.replace(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu, (word) => (prepareTerms(word).some((term) => titleTerms.has(term)) ? '' : word));
}

/** Whether any tab in scope holds one of the question's own words. */
function matchesAnything(tabs: readonly Tab[], question: string): boolean {
  const own = prepareTerms(question.split('\n', 1)[0] ?? '');
  return tabs.some((t) => own.some((term) => (t.index.docFreq.get(term) ?? 0) > 0));
}

/** Whether one chunk of the tab holds at least `need` of the terms. */
function holdsTerms(tab: Tab, terms: readonly string[], need: number): boolean {
  const counts = new Map<number, number>();
  for (const term of terms) {
    for (const [position] of tab.index.termFrequencies(term)) {
      const n = (counts.get(position) ?? 0) + 1;
      if (n >= need) return true;
      counts.set(position, n);
    }
  }
  return false;
}
