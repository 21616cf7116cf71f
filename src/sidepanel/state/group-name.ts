import type { TabGroupItem, TabItem } from './tab-item';
import { tabLabel } from './tab-label';

/** How many of an untitled group's tabs name it. */
const NAMING_TABS = 2;

/**
 * What the panel calls a tab group: its title, or, untitled (Chrome's default), its first tabs'
 * names ("Aerolite 14 review, Honey bees…"), as the browser's own group menu does.
 */
export function groupName(group: Pick<TabGroupItem, 'id' | 'title'>, tabs: readonly TabItem[]): string {
  const title = group.title.trim();
  if (title) return title;
  const members = tabs.filter((t) => t.groupId === group.id);
  const names = members.slice(0, NAMING_TABS).map((t) => tabLabel(t.title, t.url).name);
  return names.join(', ') + (members.length > NAMING_TABS ? '…' : '');
}
