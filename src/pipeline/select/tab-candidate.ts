import { findAttributes } from '../compare/find-attributes';
import { rankTabs } from '../rank/rank-tabs';
import { profileText, type TabProfile } from '../profile/tab-profile';
import type { TabIndex } from '../rank/tab-index';

/**
 * What choosing among many tabs knows of one tab (choose-tabs.ts). Before a tab is read: its title
 * and URL. Once read: its section headings and how its text answers the question; its page profile
 * (breadcrumbs, URL path, meta and Open Graph, JSON-LD: profile/tab-profile.ts) adds its words to `headings`.
 */
export interface TabCandidate {
  tabId: number;
  title: string;
  url: string;
  /** Section headings of the tab's text, once read (the first MAX_HEADINGS distinct ones). */
  headings: readonly string[];
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

/**
 * Profiles of the tabs for one question: the read ones ranked together (the same BM25F and IDF as
 * the answer's own ranking), the others by what the tab strip shows.
 */
export function tabCandidates(tabs: readonly CandidateTab[], question: string): TabCandidate[] {
  const read = tabs.filter((t): t is CandidateTab & { index: TabIndex } => !!t.index);
  const best = new Map<number, number>();
  const ranked = rankTabs(
    read.map((t) => ({ source: { tabId: t.tabId, url: t.url, title: t.title, site: '' }, index: t.index })),
    question.split('\n')[0] ?? question,
  );
  for (const { source, score } of ranked) if (score > (best.get(source.tabId) ?? 0)) best.set(source.tabId, score);
  const attributes = findAttributes(question);
  return tabs.map((tab) => {
    if (!tab.index) return { tabId: tab.tabId, title: tab.title, url: tab.url, headings: [] };
    const profileLines = tab.profile ? profileText(tab.profile).split('\n').filter((line) => line.trim()) : [];
    const headings = [...new Set([...profileLines, ...tab.index.chunks.flatMap((c) => c.headings)])].slice(0, MAX_HEADINGS);
    const statesAttribute = attributes.length > 0 && tab.index.chunks.some((c) => attributes.some((a) => a.figure.test(c.text)));
    return { tabId: tab.tabId, title: tab.title, url: tab.url, headings, read: { passageScore: best.get(tab.tabId) ?? 0, statesAttribute } };
  });
}
