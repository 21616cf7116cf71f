import { browser } from 'wxt/browser';

/** The content script's bundle, as WXT names it for `entrypoints/extract.content.ts`. */
const CONTENT_SCRIPT_FILE = '/content-scripts/extract.js';

/** Runs the content script in the tab's top frame; throws Chrome's error when the page cannot be scripted. */
export async function injectContentScript(tabId: number): Promise<void> {
  await browser.scripting.executeScript({ target: { tabId }, files: [CONTENT_SCRIPT_FILE] });
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

/** Whether the user turned on "Allow access to file URLs" for the extension. */
export const isFileAccessAllowed = (): Promise<boolean> => browser.extension.isAllowedFileSchemeAccess();
