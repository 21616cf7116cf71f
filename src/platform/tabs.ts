import { browser, type Browser } from 'wxt/browser';

export type Tab = Browser.tabs.Tab;

/** The tab, or undefined when it no longer exists. */
export async function getTab(tabId: number): Promise<Tab | undefined> {
  try {
    return await browser.tabs.get(tabId);
  } catch {
    return undefined;
  }
}

export const queryWindowTabs = (windowId: number): Promise<Tab[]> => browser.tabs.query({ windowId });

export async function currentWindowId(): Promise<number> {
  const win = await browser.windows.getCurrent();
  if (win.id === undefined) throw new Error('The browser did not say which window this is');
  return win.id;
}

/** Brings the tab to the front of its window and the window to the front of the screen. */
export async function focusTab(tabId: number): Promise<void> {
  const tab = await browser.tabs.update(tabId, { active: true });
  if (tab?.windowId !== undefined) await browser.windows.update(tab.windowId, { focused: true });
}

/** Points the tab at `url` (a fragment change is a navigation within the same document). */
export async function setTabUrl(tabId: number, url: string): Promise<void> {
  await browser.tabs.update(tabId, { url });
}

/** Opens a tab right after `besideTabId` in its window (or at the end of the current one). */
export async function openTabBeside(besideTabId: number | undefined, url: string): Promise<void> {
  const beside = besideTabId === undefined ? undefined : await getTab(besideTabId);
  await browser.tabs.create({
    url,
    ...(beside?.windowId !== undefined ? { windowId: beside.windowId, index: beside.index + 1, openerTabId: beside.id } : {}),
  });
}

/**
 * Resolves with the tab once it has finished loading, or after `timeoutMs` with whatever it is then.
 * Pages that never fire `load` (long-polling, broken subresources) must not hang a question.
 */
export function waitForTabComplete(tabId: number, timeoutMs: number): Promise<Tab | undefined> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.tabs.onRemoved.removeListener(onRemoved);
      void getTab(tabId).then(resolve);
    };
    const onUpdated = (id: number, change: Browser.tabs.OnUpdatedInfo) => {
      if (id === tabId && change.status === 'complete') finish();
    };
    const onRemoved = (id: number) => {
      if (id === tabId) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.tabs.onRemoved.addListener(onRemoved);
    // It may have completed between the caller's check and these listeners.
    void getTab(tabId).then((tab) => {
      if (!tab || tab.status === 'complete') finish();
    });
  });
}

/** Calls `onChange` whenever the set, order, titles or state of tabs may have changed. */
export function watchTabs(onChange: () => void): () => void {
  const events = [
    browser.tabs.onCreated,
    browser.tabs.onUpdated,
    browser.tabs.onRemoved,
    browser.tabs.onActivated,
    browser.tabs.onMoved,
    browser.tabs.onAttached,
    browser.tabs.onDetached,
    browser.tabs.onReplaced,
  ] as Array<{ addListener(cb: () => void): void; removeListener(cb: () => void): void }>;
  const listener = () => onChange();
  for (const event of events) event.addListener(listener);
  return () => {
    for (const event of events) event.removeListener(listener);
  };
}

/** Reloads a tab (a page that was still loading, asleep, or could not be read). */
export const reloadTab = (tabId: number): Promise<void> => browser.tabs.reload(tabId);

/** Opens the extension's own page in chrome://extensions, where "Allow access to file URLs" is. */
export async function openExtensionDetails(): Promise<void> {
  await browser.tabs.create({ url: `chrome://extensions/?id=${browser.runtime.id}` });
}
