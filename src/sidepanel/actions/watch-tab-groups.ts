import { queryWindowGroups, watchTabGroups as watchGroups } from '../../platform/tab-groups';
import type { PanelState } from '../state/panel-state';

/**
 * Keeps `state.groups` equal to this window's tab groups (none where the browser has no tab groups:
 * Firefox before 139). Tabs moving in and out of a group need nothing here: their `groupId` comes
 * with the window's tabs (watch-window-tabs.ts), so a group scope is always the group as it is now.
 */
export async function watchTabGroups(state: PanelState, windowId: number): Promise<() => void> {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const refresh = async () => {
    state.groups.value = await queryWindowGroups(windowId);
    state.groupsKnown.value = true;
  };
  const schedule = () => {
    clearTimeout(pending);
    pending = setTimeout(() => void refresh().catch(() => undefined), 50);
  };
  const unwatch = watchGroups(schedule);
  await refresh();
  return () => {
    clearTimeout(pending);
    unwatch();
  };
}
