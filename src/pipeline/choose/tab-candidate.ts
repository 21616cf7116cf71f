import type { Attribute } from '../compare/attributes';
import { findAttributes } from '../compare/find-attributes';
import { prepareTerms } from '../rank/prepare-terms';
import { bestChunkScores } from '../rank/rank-tabs';
import { profileText, type TabProfile } from '../profile/tab-profile';
import type { TabIndex } from '../rank/tab-index';

/**
 * What choosing among many tabs knows of one tab (choose-tabs.ts). Before a tab is read: its title
 * and URL. Once read: the words of its section headings and of its page profile (breadcrumbs, URL
 * path, meta and Open Graph, JSON-LD, h1: profile/tab-profile.ts), and how its text answers the question.
 */
export interface TabCandidate {
  tabId: number;
  title: string;
  url: string;
  /**
   * The words (prepareTerms, repeats kept) of the tab's page profile and section headings, once read
   * (the first MAX_HEADINGS distinct lines): prepared once per read page in the worker, not per question.
   */
  terms: readonly string[];
  /** Once read and indexed; absent for a tab not read yet. */
  read?: {
    /** The tab's best passage score for the question, over all the read tabs with one IDF (rank-tabs.ts), so scores compare. */
    passageScore: number;
    /** A passage states the attribute the question asks about in its units ("$179", "16 GB"). */
    statesAttribute: boolean;
  };
}

export const MAX_HEADINGS = 40;

/** A tab as the worker (or a benchmark) holds it: its title and URL, and its index once read. */
export interface CandidateTab {
  tabId: number;
  title: string;
  url: string;
  index?: TabIndex | undefined;
  /** What the page says it is, read with its text (absent before it is read). */
  profile?: TabProfile | undefined;
}

/** A read page's profile and heading words never change: prepared once, not for every question. */
const termsOf = new WeakMap<TabIndex, { profile: TabProfile | undefined; terms: string[] }>();
function pageTerms(index: TabIndex, profile: TabProfile | undefined): string[] {
  const known = termsOf.get(index);
  if (known && known.profile === profile) return known.terms;
  const profileLines = profile ? profileText(profile).split('\n').filter((line) => line.trim()) : [];
  const lines = [...new Set([...profileLines, ...index.chunks.flatMap((c) => c.headings)])].slice(0, MAX_HEADINGS);
  const terms = prepareTerms(lines.join('\n'));
  termsOf.set(index, { profile, terms });
  return terms;
}

/** Whether a read page states an attribute in its units, once per page and attribute (questions repeat them). */
const statedOf = new WeakMap<TabIndex, Map<string, boolean>>();
function statesOf(index: TabIndex, attribute: Attribute): boolean {
  let stated = statedOf.get(index);
  if (!stated) statedOf.set(index, (stated = new Map()));
  const key = `${attribute.name}\u0000${attribute.figure.key}`;
  let states = stated.get(key);
  if (states === undefined) {
    states = index.chunks.some((c) => attribute.figure.test(c.text));
    stated.set(key, states);
  }
  return states;
}

/**
 * Profiles of the tabs for one question: each read tab's best passage score (the same BM25F and one
 * IDF over the read tabs as the answer's ranking, without ranking every passage: only the chosen
 * tabs are ranked, once, for the answer), the others by what the tab strip shows.
 */
export function tabCandidates(tabs: readonly CandidateTab[], question: string): TabCandidate[] {
  const read = tabs.filter((t): t is CandidateTab & { index: TabIndex } => !!t.index);
  const best = bestChunkScores(read, question.split('\n')[0] ?? question);
  const attributes = findAttributes(question);
  return tabs.map((tab) => {
    const { index } = tab;
    if (!index) return { tabId: tab.tabId, title: tab.title, url: tab.url, terms: [] };
    const statesAttribute = attributes.some((a) => statesOf(index, a));
    return {
      tabId: tab.tabId,
      title: tab.title,
      url: tab.url,
      terms: pageTerms(index, tab.profile),
      read: { passageScore: best.get(tab.tabId) ?? 0, statesAttribute },
    };
  });
}
