import type { PdfReadingProgress } from '../../messaging/panel-protocol';
import type { TabStatus } from '../../messaging/tab-status';

/** A tab of this window as the panel lists it. */
export interface TabItem {
  id: number;
  title: string;
  url: string;
  favIconUrl?: string;
  active: boolean;
  loading: boolean;
  lastAccessed?: number;
}

/** What the panel knows about a tab's readiness; 'reading' while the background prepares it (PDFs: with pages done). */
export type PanelTabStatus = TabStatus | { tabId: number; state: 'reading'; progress?: PdfReadingProgress };
