import { browser, type Browser } from 'wxt/browser';

/** One tab group of a window, as the browser describes it. */
export interface TabGroupInfo {
  id: number;
  title: string;
  /** The browser's colour name: grey, blue, red, yellow, green, pink, purple, cyan, orange. */
  color: string;
  collapsed: boolean;
}

type TabGroupsApi = typeof Browser.tabGroups;

/** Chrome 89+ and Firefox 139+ have `tabGroups` (with the permission); older Firefox has none. */
function api(): TabGroupsApi | undefined {
  const groups = (browser as { tabGroups?: TabGroupsApi }).tabGroups;
  return typeof groups?.query === 'function' ? groups : undefined;
}

export const hasTabGroups = (): boolean => api() !== undefined;

/** The window's tab groups (collapsed ones too); none where the browser has no tab groups. */
export async function queryWindowGroups(windowId: number): Promise<TabGroupInfo[]> {
  const groups = api();
  if (!groups) return [];
  const found = await groups.query({ windowId });
  return found.map((g) => ({ id: g.id, title: g.title ?? '', color: String(g.color), collapsed: !!g.collapsed }));
}

/** Calls `onChange` whenever a group is created, renamed, recoloured, collapsed, moved or removed. */
export function watchTabGroups(onChange: () => void): () => void {
  const groups = api();
  if (!groups) return () => undefined;
  const events = [groups.onCreated, groups.onUpdated, groups.onRemoved, groups.onMoved] as Array<{
    addListener(cb: () => void): void;
    removeListener(cb: () => void): void;
  }>;
  const listener = () => onChange();
  for (const event of events) event.addListener(listener);
  return () => {
    for (const event of events) event.removeListener(listener);
  };
}
