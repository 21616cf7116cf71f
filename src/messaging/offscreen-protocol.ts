import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Chunk } from '../pipeline/chunk/chunk';
import type { PdfSummary } from './pdf-summary';
import type { UnreadableReason } from './tab-status';

/**
 * The reasons a PDF can be unreadable, a subset of the tab statuses. `protected-site`: Firefox, a tab
 * add-ons may not script whose URL answers with a web page, not a PDF (read-pdf-by-url.ts).
 */
export type PdfUnreadableReason = Extract<
  UnreadableReason,
  'pdf-no-text' | 'pdf-password' | 'pdf-damaged' | 'pdf-too-large' | 'pdf-download-failed' | 'pdf-too-complex' | 'pdf-stopped' | 'protected-site'
>;

export type PdfReading =
  | { kind: 'pdf'; hash: string; title: string; chunks: Chunk[]; summary: PdfSummary }
  | { kind: 'unreadable'; reason: PdfUnreadableReason; detail?: string };

/** Which PDF to read: the tab, its URL, its title and site; `transfer`: the bytes relayed beforehand. */
export interface ReadPdfRequest {
  tabId: number;
  url: string;
  title: string;
  site: string;
  transfer?: string;
}

/**
 * Messages the offscreen document (src/offscreen/) receives, from the service worker only. Each
 * service hosted there adds its verbs to this one map (the model engine host will add its own).
 */
export interface OffscreenProtocol {
  /**
   * One piece of a PDF's bytes (base64), read from the tab by its content script: the worker relays
   * them here before `readPdf`. `transfer` names the PDF; pieces come in order.
   */
  receivePdfBytes(data: { transfer: string; offset: number; size: number; base64: string }): { received: number };
  /**
   * Parses a PDF (the bytes of `transfer`, or else fetched from `url` by the extension) and chunks
   * it; page progress goes to the panel as `readingProgress` while it runs.
   */
  readPdf(data: ReadPdfRequest): PdfReading;
  /** Stops reading the tab's PDF (the user's Skip it): its `readPdf` answers `pdf-stopped`. */
  stopPdf(data: { tabId: number }): { stopped: boolean };
}

/**
 * A PDF reader in the background page itself, called directly (Firefox: no offscreen document, and the
 * tab's own viewer cannot be scripted, so the bytes are fetched by URL there).
 */
export interface LocalPdfReader {
  readPdf(data: Omit<ReadPdfRequest, 'transfer'>): Promise<PdfReading>;
  stopPdf(data: { tabId: number }): { stopped: boolean };
}

export const offscreenMessenger = defineExtensionMessaging<OffscreenProtocol>({ logger: undefined });
