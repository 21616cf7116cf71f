import type { Tab } from '../platform/tabs';
import { documentUrl } from '../platform/document-url';
import type { ExpectedReloads } from './expected-reloads';

export interface ShowPdfDeps {
  focusTab(tabId: number): Promise<void>;
  getTab(tabId: number): Promise<Tab | undefined>;
  /** The URL the tab's PDF was read from (its page record), if it still has one. */
  readUrl(tabId: number): Promise<string | undefined>;
  /** Sets the tab's fragment to `#page=N` and reloads it (from inside the tab: reload-pdf-at-page.ts). */
  reloadAtPage(tabId: number, page: number): Promise<void>;
  reloads: ExpectedReloads;
}

/**
 * Brings a PDF tab forward at a page. Chrome's viewer opens at `#page=N` but ignores a later change
 * of the fragment (measured: tests/e2e/cases/pdf-cases.ts), so the tab is set to `#page=N` and
 * reloaded (src/content/reload-pdf-at-page.ts); the reload revalidates the PDF with the server (a 304 when it sends validators) and
 * keeps the tab's index (expected-reloads.ts). The viewer cannot be scripted, so there is no
 * highlight here: "Show in Ask Tabs viewer" highlights the passage.
 */
export async function showPdfPage(tabId: number, page: number, deps: ShowPdfDeps): Promise<{ found: boolean }> {
  const tab = await deps.getTab(tabId);
  const read = await deps.readUrl(tabId);
  if (!tab?.url || !read || documentUrl(read) !== documentUrl(tab.url)) {
    await deps.focusTab(tabId);
    return { found: false }; // the tab shows something else now
  }
  await deps.focusTab(tabId);
  deps.reloads.expect(tabId, tab.url);
  await deps.reloadAtPage(tabId, page);
  return { found: true };
}
