import { browser } from 'wxt/browser';

/** The content script's bundle, as WXT names it for `entrypoints/extract.content.ts`. */
const CONTENT_SCRIPT_FILE = '/content-scripts/extract.js';

/**
 * Runs the content script in the tab's top frame; throws Chrome's error when the page cannot be scripted.
 * At once, not at "document idle": a page whose text is on screen but whose load never ends is read
 * after the wait like any other (review R8).
 */
export async function injectContentScript(tabId: number): Promise<void> {
  await browser.scripting.executeScript({ target: { tabId }, files: [CONTENT_SCRIPT_FILE], injectImmediately: true });
}

/**
 * The highlight colour, as a stylesheet Chrome adds beside the page's own: it never appears in the
 * page's DOM and the page's scripts cannot see or remove it.
 */
const HIGHLIGHT_CSS =
  '::highlight(ask-tabs) { background-color: #ffd54f; color: #000; text-decoration: underline 2px #e65100; }';

export async function insertHighlightStyle(tabId: number): Promise<void> {
  // Removing first keeps one copy however often a passage is shown.
  await browser.scripting.removeCSS({ target: { tabId }, css: HIGHLIGHT_CSS }).catch(() => {});
  await browser.scripting.insertCSS({ target: { tabId }, css: HIGHLIGHT_CSS });
}

/**
 * Whether add-ons may read file:// pages: `allowed` (Chrome, "Allow access to file URLs" on), `off` (that
 * setting off), `never`: Firefox, which has no such setting (`isAllowedFileSchemeAccess()` is always false
 * there, measured in Firefox 153); it is told apart by the API only Firefox has, `runtime.getBrowserInfo`.
 */
export type FileAccess = 'allowed' | 'off' | 'never';

export async function fileAccess(): Promise<FileAccess> {
  if (await browser.extension.isAllowedFileSchemeAccess()) return 'allowed';
  return typeof (browser.runtime as { getBrowserInfo?: unknown }).getBrowserInfo === 'function' ? 'never' : 'off';
}
