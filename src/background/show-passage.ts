import { contentMessenger } from '../messaging/content-protocol';
import type { Locator } from '../pipeline/chunk/chunk';
import { insertHighlightStyle } from '../platform/scripting';
import { focusTab } from '../platform/tabs';
import { ensureContentScript } from '../platform/ensure-content-script';
import { showPdfPage, type ShowPdfDeps } from './show-pdf-page';

/**
 * A click on a source: its tab and window come forward, the page scrolls to the passage and marks it.
 * A PDF passage (its locator has a page) goes to its page instead (show-pdf-page.ts).
 */
export async function showPassage(tabId: number, locator: Locator, pdf: ShowPdfDeps): Promise<{ found: boolean }> {
  if (locator.page !== undefined) return showPdfPage(tabId, locator.page, pdf);
  await focusTab(tabId);
  await ensureContentScript(tabId);
  await insertHighlightStyle(tabId);
  return contentMessenger.sendMessage('highlightPassage', { locator }, tabId);
}
