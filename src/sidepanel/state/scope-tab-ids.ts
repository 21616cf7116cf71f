import { isEmptyTab } from './is-empty-tab';
import type { Scope } from '../../messaging/scope';
import type { TabItem } from './tab-item';

/** The tabs a question goes to, in the window's tab order. */
export function scopeTabIds(
  scope: Scope,
  tabs: readonly TabItem[],
  chosen: ReadonlySet<number>,
  currentTabId: number | undefined,
  groupId?: number,
): number[] {
  switch (scope) {
    case 'current':
      return currentTabId === undefined ? [] : [currentTabId];
    case 'chosen':
      return tabs.filter((t) => chosen.has(t.id)).map((t) => t.id);
    case 'all':
      // A new tab or a blank page has nothing to say: left out quietly, not counted as a page skipped (R16).
      return tabs.filter((t) => !isEmptyTab(t.url)).map((t) => t.id);
    case 'group':
      return groupId === undefined ? [] : tabs.filter((t) => t.groupId === groupId).map((t) => t.id);
  }
}
