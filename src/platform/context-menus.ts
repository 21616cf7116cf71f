import { browser, type Browser } from 'wxt/browser';

export type MenuClickInfo = Browser.contextMenus.OnClickData;

/** Menu items persist in the profile; recreate them from scratch on install and update. */
export async function createSelectionMenuItem(id: string, title: string): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id, title, contexts: ['selection'] });
}

export function onMenuClicked(listener: (info: MenuClickInfo, tab: Browser.tabs.Tab | undefined) => void): void {
  browser.contextMenus.onClicked.addListener(listener);
}

export function onInstalled(listener: () => void): void {
  browser.runtime.onInstalled.addListener(listener);
}
