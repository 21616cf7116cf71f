import { contentMessenger } from '../messaging/content-protocol';
import type { Locator } from '../pipeline/chunk/chunk';
import { insertHighlightStyle } from '../platform/scripting';
import { focusTab } from '../platform/tabs';
import { ensureContentScript } from './ensure-content-script';

/** A click on a source: its tab and window come forward, the page scrolls to the passage and marks it. */
export async function showPassage(tabId: number, locator: Locator): Promise<{ found: boolean }> {
  await focusTab(tabId);
  await ensureContentScript(tabId);
  await insertHighlightStyle(tabId);
  return contentMessenger.sendMessage('highlightPassage', { locator }, tabId);
}
