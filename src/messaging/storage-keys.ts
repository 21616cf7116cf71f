/**
 * Every key the extension stores under, and how storage.session's 10 MiB
 * (chrome.storage.session.QUOTA_BYTES) is shared between them. Import-free, so any context reads it;
 * each item is defined (WXT `storage.defineItem`, with its version and migrations) by the code that
 * uses it:
 * - `local:backend-settings`: src/backends/backend-settings.ts (never synced: an API key must not travel
 *   with Chrome sync);
 * - `local:model-idle-seconds`: src/backends/hosted/model-idle-seconds.ts;
 * - `local:history-retention`: src/history/retention.ts (how long conversations are kept; the conversations
 *   themselves are in IndexedDB, src/history/history-db.ts);
 * - `local:test-models`: src/backends/read-injected-models.ts (a development install's e2e models);
 * - `session:pendingSelection`: src/messaging/pending-selection.ts (written by the background, read by the panel);
 * - `session:pageEntries`, `session:page:<tab>`: src/background/session-page-store.ts, SESSION_PAGE_BYTES,
 *   oldest evicted first;
 * - `session:conversation-<window>`: src/sidepanel/session/saved-conversation.ts, which kept conversation
 *   the window's panel shows (its id: the turns are in the history);
 * - `session:scope-<window>`: src/sidepanel/state/saved-scope.ts, a few hundred bytes.
 */
export const STORAGE_KEYS = {
  backendSettings: 'local:backend-settings',
  modelIdleSeconds: 'local:model-idle-seconds',
  injectedModels: 'local:test-models',
  historyRetention: 'local:history-retention',
  pendingSelection: 'session:pendingSelection',
  pageEntries: 'session:pageEntries',
} as const;

export const pageKey = (tabId: number) => `session:page:${tabId}` as const;
export const conversationKey = (windowId: number | undefined) => `session:conversation-${windowId ?? 'any'}` as const;
export const scopeKey = (windowId: number | undefined) => `session:scope-${windowId ?? 'any'}` as const;

export const SESSION_QUOTA_BYTES = 10 * 1024 * 1024;
/** What page records may use; the rest is for conversations and small items. */
export const SESSION_PAGE_BYTES = 8 * 1024 * 1024;
