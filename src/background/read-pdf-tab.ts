import { offscreenMessenger, type LocalPdfReader, type PdfReading } from '../messaging/offscreen-protocol';
import { ensureOffscreenDocument } from '../platform/offscreen-document';
import { pullTabPdf } from '../platform/tab-pdf-bytes';
import type { Tab } from '../platform/tabs';
import { pdfSite } from './pdf-site';

/**
 * A PDF may take this long to read, bytes and parse together (a 500-page PDF takes well under a
 * minute on two cores: bench/README.md, "PDF").
 */
export const PDF_READ_TIMEOUT_MS = 180_000;

/**
 * Moves the tab's PDF to the offscreen document in pieces: the content script fetches it from the
 * tab's own HTTP cache partition (no second download), the worker passes each piece on. When the tab
 * cannot (a file:// page cannot fetch; a failed request) the offscreen document fetches it itself.
 */
async function relayTabPdf(tabId: number): Promise<{ transfer?: string; failure?: PdfReading }> {
  const transfer = crypto.randomUUID();
  const pulled = await pullTabPdf(tabId, async ({ offset, size, base64 }) => {
    await offscreenMessenger.sendMessage('receivePdfBytes', { transfer, offset, size, base64 });
  });
  if (pulled.ok) return { transfer };
  return pulled.reason === 'pdf-too-large' ? { failure: { kind: 'unreadable', reason: pulled.reason, detail: pulled.detail } } : {};
}

/**
 * Skip it, asked before the offscreen document began the read (the tab still loading, its bytes on
 * their way): honoured when the read would begin, if that is within this long.
 */
const STOP_VALID_MS = 60_000;
const stopRequests = new Map<number, number>();
const stopAsked = (tabId: number) => {
  const at = stopRequests.get(tabId);
  stopRequests.delete(tabId);
  return at !== undefined && performance.now() - at < STOP_VALID_MS;
};
const STOPPED: PdfReading = { kind: 'unreadable', reason: 'pdf-stopped' };

/**
 * The product's PDF reader: bytes from the tab (or the extension's fetch), parsed in the offscreen
 * document. `local`: a reader in this page itself (Firefox's background page), which fetches the PDF
 * by URL: no offscreen document, no relay from a viewer that cannot be scripted.
 */
export async function readPdfTab(tabId: number, tab: Tab, local?: LocalPdfReader): Promise<PdfReading> {
  const url = tab.url ?? '';
  if (stopAsked(tabId)) return STOPPED;
  let relay: Awaited<ReturnType<typeof relayTabPdf>> = {};
  if (!local) {
    await ensureOffscreenDocument();
    relay = await relayTabPdf(tabId);
    if (relay.failure) return relay.failure;
    if (stopAsked(tabId)) return STOPPED;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<PdfReading>((resolve) => {
    timer = setTimeout(
      () => resolve({ kind: 'unreadable', reason: 'pdf-damaged', detail: `Reading took over ${PDF_READ_TIMEOUT_MS / 1000} s` }),
      PDF_READ_TIMEOUT_MS,
    );
  });
  try {
    const request = { tabId, url, title: tab.title ?? '', site: pdfSite(url), ...(relay.transfer ? { transfer: relay.transfer } : {}) };
    const reading = local ? local.readPdf(request) : offscreenMessenger.sendMessage('readPdf', request);
    return await Promise.race([reading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stops reading the tab's PDF (Skip it): the reader's read if it began, else the read about to begin. */
export async function stopPdfTab(tabId: number, local?: LocalPdfReader): Promise<{ stopped: boolean }> {
  const { stopped } = local
    ? local.stopPdf({ tabId })
    : await offscreenMessenger.sendMessage('stopPdf', { tabId }).catch(() => ({ stopped: false }));
  if (!stopped) stopRequests.set(tabId, performance.now());
  return { stopped: true };
}
