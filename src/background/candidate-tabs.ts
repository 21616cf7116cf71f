import type { Tab } from '../platform/tabs';
import { type CandidateTab, tabCandidates, type TabCandidate } from '../pipeline/choose/tab-candidate';
import { MAX_TABS_PER_QUESTION } from '../messaging/question-limits';
import type { TabCache } from './tab-cache';

export interface CandidateDeps {
  getTab(tabId: number): Promise<Tab | undefined>;
  cache: Pick<TabCache, 'get'>;
}

/**
 * Profiles of the tabs for choosing among many (tab-candidate.ts): what the tab strip shows of each,
 * and the index of each tab already read for the page it shows now. Nothing is read here: a tab not
 * read yet is profiled by its title and URL while its reading goes on.
 */
export async function candidateTabs(deps: CandidateDeps, request: { tabIds: number[]; question: string }): Promise<TabCandidate[]> {
  const tabIds = [...new Set(request.tabIds)].slice(0, MAX_TABS_PER_QUESTION);
  const tabs = await Promise.all(
    tabIds.map(async (tabId): Promise<CandidateTab | undefined> => {
      const tab = await deps.getTab(tabId);
      if (!tab) return undefined;
      const url = tab.url ?? tab.pendingUrl ?? '';
      const cached = await deps.cache.get(tabId);
      const current = cached && cached.record.url === url ? cached : undefined;
      return { tabId, title: tab.title || url, url, index: current?.index, profile: current?.record.profile };
    }),
  );
  return tabCandidates(
    tabs.filter((t): t is CandidateTab => t !== undefined),
    request.question,
  );
}
