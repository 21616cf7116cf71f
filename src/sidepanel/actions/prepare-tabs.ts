import type { PanelApi } from '../panel-api';
import { setStatus, type PanelState } from '../state/panel-state';

/**
 * Has the background read the tabs that have no status yet, showing "reading…" meanwhile, so a
 * question's tabs are usually indexed before it is asked. Tabs that already have one are left alone.
 */
export async function prepareTabs(state: PanelState, api: PanelApi, tabIds: readonly number[]): Promise<void> {
  const missing = tabIds.filter((id) => !state.statuses.value.has(id));
  await Promise.all(
    missing.map(async (tabId) => {
      setStatus(state, { tabId, state: 'reading' });
      try {
        setStatus(state, await api.prepareTab({ tabId }));
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        setStatus(state, { tabId, state: 'unreadable', reason: 'injection-failed', detail });
      }
    }),
  );
}
