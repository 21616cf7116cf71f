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
  /** The tab group it is in, if any (Chrome, Firefox 139+). */
  groupId?: number;
}

/** A tab group of this window, as the scope menu lists it. */
export interface TabGroupItem {
  id: number;
  /** The user's name for it; "" for an untitled group (named by its first tabs). */
  title: string;
  /** The browser's colour name (grey, blue, red, yellow, green, pink, purple, cyan, orange). */
  color: string;
  collapsed: boolean;
}

/** What the panel knows about a tab's readiness; 'reading' while the background prepares it (PDFs: with pages done). */
export type PanelTabStatus = TabStatus | { tabId: number; state: 'reading'; progress?: PdfReadingProgress };
