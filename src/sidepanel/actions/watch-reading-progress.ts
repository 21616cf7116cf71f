import { isExtensionPage } from '../../platform/is-extension-page';
import { panelMessenger, type PdfReadingProgress } from '../../messaging/panel-protocol';
import { setStatus, type PanelState } from '../state/panel-state';

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** A progress report for a tab still being read becomes its status ("Reading PDF… page 120 of 500"). */
export function applyReadingProgress(state: PanelState, data: unknown): void {
  const { tabId, done, total } = (typeof data === 'object' && data !== null ? data : {}) as Partial<PdfReadingProgress>;
  if (!isCount(tabId) || !isCount(done) || !isCount(total) || done > total) return;
  const current = state.statuses.peek().get(tabId);
  // Only a read in progress moves: a late report must not turn a finished tab back to "reading".
  if (current?.state !== 'reading') return;
  setStatus(state, { tabId, state: 'reading', progress: { tabId, done, total } });
}

/** Listens for the offscreen document's page progress while PDFs are read; returns the unsubscribe. */
export function watchReadingProgress(state: PanelState, extensionId: string, extensionOrigin: string): () => void {
  return panelMessenger.onMessage('readingProgress', ({ data, sender }) => {
    if (isExtensionPage(sender, extensionId, extensionOrigin)) applyReadingProgress(state, data);
  });
}
