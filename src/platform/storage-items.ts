import { storage } from 'wxt/utils/storage';
import type { PendingSelection } from '../messaging/pending-selection';
import { type BackendSettings, DEFAULT_BACKEND_SETTINGS } from '../backends/backend-settings';
import { DEFAULT_IDLE_SECONDS } from '../models/engine-settings';
import type { CpuModel } from '../models/wllama/cpu-catalogue';
import type { SavedConversation } from '../sidepanel/conversation/saved-turn';
import type { SavedScope } from '../sidepanel/state/saved-scope-shape';

/**
 * Every item the extension keeps, in one place, with how storage.session's 10 MiB
 * (chrome.storage.session.QUOTA_BYTES) is shared between them:
 * - page records (the worker's index, session-page-store.ts): SESSION_PAGE_BYTES, oldest evicted first;
 * - each window's conversation: at most MAX_SAVED_TURNS turns (saved-conversation.ts), ~40 KB a turn
 *   of passages, so ~0.5 MB a window;
 * - the pending selection, each window's scope: a few hundred bytes.
 * local: the backend settings (never synced: an API key must not travel with Chrome sync), the idle time
 * of a loaded model, and, in a development install only, the e2e tests' model entries.
 */
export const SESSION_QUOTA_BYTES = 10 * 1024 * 1024;
/** What page records may use; the rest is for conversations and small items. */
export const SESSION_PAGE_BYTES = 8 * 1024 * 1024;

/** Which backend answers, and its settings. `local`: this machine's GPU decides the model, and an API key stays here. */
export const backendSettings = storage.defineItem<BackendSettings>('local:backend-settings', {
  fallback: DEFAULT_BACKEND_SETTINGS,
  version: 1,
});

/**
 * After this long without a question the engine host frees the model's memory (GPU or RAM); the next
 * question loads it again from this computer. 0 = never.
 */
export const modelIdleSeconds = storage.defineItem<number>('local:model-idle-seconds', { fallback: DEFAULT_IDLE_SECONDS });

/** The e2e tests' tiny models (src/models/wllama/injected-models.ts: honoured only in an unpacked install, for loopback URLs). */
export const testModels = storage.defineItem<CpuModel[]>('local:test-models', { fallback: [] });

/** Text chosen with "Ask about selection": written by the background, read and cleared by the panel. */
export const pendingSelection = storage.defineItem<PendingSelection | null>('session:pendingSelection', { fallback: null });

/** Which tabs have page records in storage.session, oldest first, with their sizes (for eviction). */
export const pageEntries = storage.defineItem<Array<{ tabId: number; bytes: number }>>('session:pageEntries', { fallback: [] });
export const pageKey = (tabId: number) => `session:page:${tabId}` as const;

/** One window's conversation (its panel's turns), so closing the panel loses nothing. */
export const conversationItem = (windowId: number | undefined) =>
  storage.defineItem<SavedConversation | null>(`session:conversation-${windowId ?? 'any'}`, { fallback: null });

/** One window's scope (this tab, chosen tabs, all tabs), so a reopened panel asks about the same tabs. */
export const scopeItem = (windowId: number | undefined) => storage.defineItem<SavedScope | null>(`session:scope-${windowId ?? 'any'}`, { fallback: null });
