import { MAX_TABS_PER_QUESTION } from '../../messaging/question-limits';
import { CHOOSE_ABOVE, chooseTabs } from '../../pipeline/choose/choose-tabs';
import type { TurnRetrieval } from '../../history/kept-turn';
import type { PanelApi } from '../panel-api';
import type { PanelState } from '../state/panel-state';
import { prepareTabs } from './prepare-tabs';

export interface TabsToRead {
  tabIds: number[];
  choice?: NonNullable<TurnRetrieval['choice']>;
}

/** What each panel's last many-tab question read, so the same question asked again keeps it. */
const lastRead = new WeakMap<PanelState, { question: string; read: readonly number[] }>();

/**
 * "All tabs" (or a tab group) over a crowded window: the tabs that matter to the question (choose-tabs.ts, from the
 * profiles the worker has: title and URL, and for a tab already read its headings and passages),
 * plus the ones the user added. The others are not waited for: the ones never read are read in the
 * background (prepareTabs), so the next question knows them better. At most MAX_TABS_PER_QUESTION
 * tabs are considered (the current one always among them); beyond it the answer says so.
 */
export async function chooseTabsToRead(state: PanelState, api: PanelApi, tabIds: readonly number[], question: string): Promise<TabsToRead> {
  // Tabs the user ticked one by one are all read; "All tabs" and a tab group are whatever is open.
  if (state.scope.value === 'chosen' || state.scope.value === 'current' || tabIds.length <= CHOOSE_ABOVE) return { tabIds: [...tabIds] };
  const current = state.currentTabId.value;
  let candidates = tabIds.slice(0, MAX_TABS_PER_QUESTION);
  if (current !== undefined && tabIds.includes(current) && !candidates.includes(current)) candidates = [current, ...candidates.slice(0, -1)];
  const limit = tabIds.length > MAX_TABS_PER_QUESTION ? MAX_TABS_PER_QUESTION : undefined;
  let profiles;
  try {
    profiles = await api.tabCandidates({ tabIds: candidates, question });
  } catch {
    // A worker that cannot profile (updating, or an old one) still answers: over every tab, as before.
    return { tabIds: candidates };
  }
  // The same question asked again ("Add" asks it with one more tab, Retry) reads at least what it read: the tabs
  // read since in the background may score higher now, but the answer the user extends keeps its sources.
  const before = lastRead.get(state);
  const again = before?.question === question ? before.read.filter((id) => candidates.includes(id)) : [];
  const { chosen, scores } = chooseTabs(profiles, question, { include: [...state.alsoRead.value, ...again] });
  const read = candidates.filter((id) => chosen.includes(id));
  lastRead.set(state, { question, read });
  const others = candidates.filter((id) => !chosen.includes(id)).sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
  void prepareTabs(state, api, others);
  return { tabIds: read, choice: { read, others, total: tabIds.length, ...(limit ? { limit } : {}) } };
}
