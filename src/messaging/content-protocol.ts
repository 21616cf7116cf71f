import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Chunk, Locator } from '../pipeline/chunk/chunk';
import type { TabProfile } from '../pipeline/profile/tab-profile';
import type { VideoSummary } from './video-summary';

/** What the content script found in its page. */
export type PageReading =
  /** The page text hashes to `knownHash`: the cached chunks are still right. */
  | { kind: 'unchanged'; hash: string }
  | {
      kind: 'article';
      hash: string;
      url: string;
      title: string;
      site: string;
      lang?: string;
      dir?: 'ltr' | 'rtl';
      chunks: Chunk[];
      /** What the page is beyond its text (breadcrumb, structured data…): src/pipeline/profile/. */
      profile?: TabProfile;
      /** The document was still loading when it was read. */
      loading: boolean;
      /** A YouTube watch page, or a page with `<video>`/`<audio>`: what reading its words found. */
      video?: VideoSummary;
    }
  /** The tab shows a PDF (Chrome's viewer): its bytes are read with `readPdfBytes`, parsed elsewhere. */
  | { kind: 'pdf' };

/** A piece of the tab's PDF, as base64 (see pdf-bytes.ts), or why the tab could not get it. */
export type PdfBytesPiece =
  | { ok: true; size: number; offset: number; base64: string }
  | { ok: false; reason: 'pdf-too-large' | 'pdf-download-failed'; detail: string };

/** Messages the content script (src/content/) receives from the background. */
export interface ContentProtocol {
  /** Answers when a live content script is in the page (else the background injects one). */
  ping(): true;
  /**
   * `player`: a YouTube watch page's player response, read in the page's main world by the background;
   * `language`: the question's, when one is asked (a transcript in it is taken first).
   */
  readPage(data: { knownHash?: string; player?: unknown; language?: string }): PageReading;
  /** Plays the page's main video or audio from `time` seconds (a transcript passage's click). */
  seekMedia(data: { time: number }): { found: boolean };
  highlightPassage(data: { locator: Locator }): { found: boolean };
  getSelection(): { text: string };
  /** The tab's PDF from offset on (one piece); offset 0 fetches it (from the HTTP cache when it is there). */
  readPdfBytes(data: { offset: number }): PdfBytesPiece;
  /**
   * Reloads the tab's PDF at `#page=N` (Chrome's viewer reads the fragment when it opens, not when it
   * changes): answers, then reloads.
   */
  reloadPdfAtPage(data: { page: number }): { url: string };
}

export const contentMessenger = defineExtensionMessaging<ContentProtocol>({ logger: undefined });
