import { defineExtensionMessaging } from '@webext-core/messaging';

/** How far a long read has come: pages of a PDF. */
export interface PdfReadingProgress {
  tabId: number;
  done: number;
  total: number;
}

/**
 * Messages the side panel (src/sidepanel/) receives, from the extension's own contexts only. They are
 * broadcast (runtime.sendMessage): every open panel gets them, and none being open is fine.
 */
export interface PanelProtocol {
  /** Sent by the offscreen document while it reads a PDF, at most every PROGRESS_INTERVAL_MS. */
  readingProgress(data: PdfReadingProgress): void;
}

export const panelMessenger = defineExtensionMessaging<PanelProtocol>({ logger: undefined });
