import type { Page } from 'playwright-core';

/**
 * The turns of the conversation a panel shows, as the browser keeps them: storage.session
 * `conversation-<window>` names it ({ id }), and its turns are in the history (IndexedDB
 * `ask-tabs-history`, store `conversations`, src/history/history-db.ts). Read directly, not through the
 * product's code. `ownWindow`: this panel's window only (two windows each keep their own).
 */
export async function keptTurns(panel: Page, ownWindow = false): Promise<Array<{ question: string; requestId?: string }>> {
  return panel.evaluate(async (own) => {
    const all = await chrome.storage.session.get(null);
    const windowId = own ? (await chrome.windows.getCurrent()).id : undefined;
    // Not the item's meta key (`conversation-<window>$`, WXT's: its version).
    const entry = Object.entries(all).find(([key]) => (own ? key === `conversation-${windowId}` : key.startsWith('conversation-') && !key.endsWith('$')));
    const shown = entry?.[1] as { id?: string } | undefined;
    if (!shown?.id) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('ask-tabs-history');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('conversations')) return [];
      const saved = await new Promise<{ turns?: Array<{ question: string; requestId?: string }> } | undefined>((resolve, reject) => {
        const get = db.transaction('conversations', 'readonly').objectStore('conversations').get(shown.id!);
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      });
      return saved?.turns ?? [];
    } finally {
      db.close();
    }
  }, ownWindow);
}
