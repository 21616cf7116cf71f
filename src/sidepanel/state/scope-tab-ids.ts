import type { TabItem } from './tab-item';

/**
 * What a question goes to: the current tab, the tabs the user ticked, every tab of the window, or the
 * tabs of one tab group (as the group is when asked: tabs moved in later count, tabs moved out do not).
 */
export type Scope = 'current' | 'chosen' | 'all' | 'group';

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
      return tabs.map((t) => t.id);
    case 'group':
      return groupId === undefined ? [] : tabs.filter((t) => t.groupId === groupId).map((t) => t.id);
  }
}
