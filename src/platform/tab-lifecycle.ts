import { browser } from 'wxt/browser';

/** The tab started loading another document (a navigation or reload) or changed URL in place (SPA). */
export function onTabNavigated(listener: (tabId: number) => void): void {
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.url !== undefined || change.status === 'loading') listener(tabId);
  });
}

/** The tab closed, or Chrome swapped it for another (prerendering, discarding). */
export function onTabGone(listener: (tabId: number) => void): void {
  browser.tabs.onRemoved.addListener((tabId) => listener(tabId));
  browser.tabs.onReplaced.addListener((_added, removed) => listener(removed));
}
