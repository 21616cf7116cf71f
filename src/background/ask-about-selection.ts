import type { PendingSelection } from '../messaging/pending-selection';
import type { Tab } from '../platform/tabs';

export interface SelectionDeps {
  /** Must be synchronous up to Chrome's call: sidePanel.open only works inside the gesture. */
  openPanel(windowId: number): Promise<void>;
  /** Reads the page's current selection (content script); '' when there is none or it cannot be read. */
  readSelection(tabId: number): Promise<string>;
  store(selection: PendingSelection): Promise<void>;
  /** Increasing numbers; Date.now in the product. */
  nextSeq(): number;
}

/** Selections longer than this are cut: a quote is context for a question, not a document. */
export const MAX_SELECTION_CHARS = 4_000;

/**
 * "Ask about selection", from the context menu (Chrome passes the selected text) or the keyboard
 * command (the selection is read from the page). Opens the panel first, while the user gesture is
 * still live, then stores the selection for the panel to pick up.
 */
export async function askAboutSelection(
  deps: SelectionDeps,
  tab: Tab | undefined,
  selectionText: string | undefined,
): Promise<void> {
  if (!tab || tab.id === undefined) return;
  const opened =
    tab.windowId !== undefined
      ? deps.openPanel(tab.windowId).catch((error: unknown) => {
          // Without a gesture (or where Chrome has no side panel) the selection still waits for the panel.
          console.warn('Ask Tabs: could not open the side panel', error);
        })
      : Promise.resolve();
  const raw = selectionText ?? (await deps.readSelection(tab.id).catch(() => ''));
  const text = raw.trim().slice(0, MAX_SELECTION_CHARS);
  if (text) {
    await deps.store({ text, tabId: tab.id, windowId: tab.windowId, url: tab.url ?? '', title: tab.title ?? '', seq: deps.nextSeq() });
  }
  await opened;
}
