import { storage } from 'wxt/utils/storage';
import { STORAGE_KEYS } from './storage-keys';

/** Text chosen with "Ask about selection" (menu or shortcut), waiting for the side panel to show it. */
export interface PendingSelection {
  text: string;
  tabId: number;
  /** The window it was made in: only that window's panel takes it. */
  windowId?: number;
  url: string;
  title: string;
  /** Increases with each new selection, so the panel can tell a repeat of the same text apart. */
  seq: number;
}


/** Written by the background, read and cleared by the panel (storage.session: never written to disk). */
export const pendingSelection = storage.defineItem<PendingSelection | null>(STORAGE_KEYS.pendingSelection, { fallback: null });
