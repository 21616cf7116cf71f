import { browser } from 'wxt/browser';

/** The toolbar button opens the panel (Chrome 116+). */
export async function openPanelOnActionClick(): Promise<void> {
  await browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
}

/**
 * Opens the side panel in the window. Chrome allows this only inside a user-gesture handler
 * (context menu click, command), so callers must call it before their first `await`.
 */
export function openSidePanel(windowId: number): Promise<void> {
  return browser.sidePanel.open({ windowId });
}
