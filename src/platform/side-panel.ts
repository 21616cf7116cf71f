import { browser } from 'wxt/browser';

/**
 * Firefox has no `sidePanel`; it has `sidebarAction` (manifest `sidebar_action`, see wxt.config.ts).
 * Detected, not assumed from the build: the typed `browser` object only knows Chrome's names.
 */
interface SidebarAction {
  open(): Promise<void>;
}
function sidebarAction(): SidebarAction | undefined {
  return (browser as unknown as { sidebarAction?: SidebarAction }).sidebarAction;
}

/** The toolbar button opens the panel (Chrome 116+) or the sidebar (Firefox). */
export async function openPanelOnActionClick(): Promise<void> {
  if (browser.sidePanel) {
    await browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
    return;
  }
  const sidebar = sidebarAction();
  // Firefox opens the sidebar only inside a user-action handler, synchronously: no await before it.
  if (sidebar) browser.action.onClicked.addListener(() => void sidebar.open());
}

/**
 * Opens the side panel in the window. Chrome and Firefox allow this only inside a user-gesture
 * handler (context menu click, command), so callers must call it before their first `await`.
 */
export function openSidePanel(windowId: number): Promise<void> {
  if (browser.sidePanel) return browser.sidePanel.open({ windowId });
  const sidebar = sidebarAction();
  if (sidebar) return sidebar.open();
  return Promise.reject(new Error('This browser has neither a side panel nor a sidebar.'));
}
