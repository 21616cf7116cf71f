import { browser } from 'wxt/browser';
import { queryWindowTabs, watchTabs, type Tab } from '../../platform/tabs';
import type { PanelState } from '../state/panel-state';
import type { TabItem } from '../state/tab-item';

/** The panel's own pages (opened as a tab) are not something to ask about. */
const isOwnPage = (url: string) => url.startsWith(browser.runtime.getURL('/'));

function toItem(tab: Tab): TabItem | undefined {
  if (tab.id === undefined) return undefined;
  const url = tab.url ?? tab.pendingUrl ?? '';
  if (isOwnPage(url)) return undefined;
  return {
    id: tab.id,
    title: tab.title || url || 'Untitled',
    url,
    favIconUrl: tab.favIconUrl,
    active: !!tab.active,
    loading: tab.status === 'loading',
    lastAccessed: tab.lastAccessed,
    // TAB_GROUP_ID_NONE is -1; Firefox before 138 has no groupId at all.
    ...(tab.groupId !== undefined && tab.groupId >= 0 ? { groupId: tab.groupId } : {}),
  };
}

/**
 * Keeps `state.tabs` equal to this window's tabs, and forgets the status of a tab that navigated
 * (its old passages count is no longer true). `onChanged` runs after each refresh.
 */
export async function watchWindowTabs(state: PanelState, windowId: number, onChanged: () => void): Promise<() => void> {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const refresh = async () => {
    const next = (await queryWindowTabs(windowId)).flatMap((t) => toItem(t) ?? []);
    const before = new Map(state.tabs.value.map((t) => [t.id, t]));
    const statuses = new Map(state.statuses.value);
    for (const [tabId] of statuses) {
      const old = before.get(tabId);
      const now = next.find((t) => t.id === tabId);
      if (!now || (old && (old.url !== now.url || (!old.loading && now.loading)))) statuses.delete(tabId);
    }
    state.statuses.value = statuses;
    state.tabs.value = next;
    onChanged();
  };
  // Tab events come in bursts (one navigation fires several onUpdated): refresh once per burst.
  const schedule = () => {
    clearTimeout(pending);
    pending = setTimeout(() => void refresh(), 50);
  };
  const unwatch = watchTabs(schedule);
  await refresh();
  return () => {
    clearTimeout(pending);
    unwatch();
  };
}
