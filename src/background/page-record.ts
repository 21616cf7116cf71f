import type { PdfSummary } from '../messaging/pdf-summary';
import type { VideoSummary } from '../messaging/video-summary';
import type { Chunk } from '../pipeline/chunk/chunk';
import type { TabProfile } from '../pipeline/profile/tab-profile';

/** One tab's extracted page as the background keeps it: enough to rebuild its index after a restart. */
export interface PageRecord {
  tabId: number;
  /** The URL the chunks were read from; a navigation drops the record. */
  url: string;
  /** Hash of the page's text when read: the content script compares it to skip re-extraction. */
  hash: string;
  title: string;
  site: string;
  chunks: Chunk[];
  /** What the page is beyond its text (src/pipeline/profile/tab-profile.ts): small, for comparisons. */
  profile?: TabProfile;
  /** PDFs: pages read, bounds hit, text kept (the tab's status shows it). */
  pdf?: PdfSummary;
  /** Pages with a video: what reading its transcript found (the tab's status shows it). */
  video?: VideoSummary;
}

/** Where page records outlive the service worker (storage.session in the product, see session-page-store.ts). */
export interface PageStore {
  get(tabId: number): Promise<PageRecord | null>;
  /** Resolves false when the record was too large to keep (it then lives in memory only). */
  set(record: PageRecord): Promise<boolean>;
  remove(tabId: number): Promise<void>;
}
