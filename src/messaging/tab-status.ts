import type { PdfSummary } from './pdf-summary';
import type { VideoSummary } from './video-summary';

/** Why a tab cannot be read. The side panel turns these into sentences (describe-status.ts). */
export type UnreadableReason =
  | 'browser-page' // chrome://, edge://, about:, devtools://, other extensions' pages
  | 'web-store' // Chrome forbids scripting the Web Store
  | 'protected-site' // Firefox forbids scripting Mozilla's protected sites, or the site's permission is off
  | 'view-source'
  | 'pdf-no-text' // a PDF of images only (scanned): no text layer
  | 'pdf-password' // a PDF that needs a password to open
  | 'pdf-damaged' // not a PDF pdf.js can open
  | 'pdf-too-large' // over MAX_PDF_BYTES
  | 'pdf-download-failed' // neither the tab nor the extension could get the PDF's bytes
  | 'pdf-too-complex' // its first page took over PDF_PAGE_MS to read (a decompression bomb, a pathological page)
  | 'pdf-stopped' // the user skipped it while it was being read
  | 'file-access' // file:// while "Allow access to file URLs" is off
  | 'local-file' // file:// in a browser that never lets add-ons read it (Firefox: no such setting)
  | 'unsupported' // data:, blob:, ftp: and other schemes
  | 'discarded' // Chrome unloaded the tab to save memory
  | 'loading' // still loading after the wait bound
  | 'empty' // no readable text
  | 'injection-failed'
  | 'storage-full' // storage.session stayed full after evicting older pages
  | 'closed';

export type TabStatus =
  | {
      tabId: number;
      state: 'ready';
      passages: number;
      title: string;
      url: string;
      site: string;
      /** The page's section headings, outermost level, in order (at most OUTLINE_MAX): the panel suggests questions from them. */
      outline?: string[];
      pdf?: PdfSummary;
      video?: VideoSummary;
      /** Read while the browser was still loading the tab (after the wait): its text so far. */
      loading?: boolean;
    }
  | { tabId: number; state: 'unreadable'; reason: UnreadableReason; detail?: string };
