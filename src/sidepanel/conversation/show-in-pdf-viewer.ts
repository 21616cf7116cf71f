import { ui } from '../../i18n/ui-translator';
import type { Passage } from '../../pipeline/select/passage';
import type { PanelApi } from '../panel-api';
import type { PanelState } from '../state/panel-state';

/**
 * "Show in Ask Tabs viewer": the background opens the passage's PDF in the extension's own pdf.js
 * viewer next to its tab, at the passage's page with the passage highlighted.
 */
export async function showInPdfViewer(state: PanelState, api: PanelApi, passage: Passage): Promise<void> {
  try {
    const { opened } = await api.showInPdfViewer({ tabId: passage.source.tabId, locator: passage.chunk.locator });
    state.error.value = opened ? null : ui.t('pdfGoneFromTab');
  } catch (error) {
    state.error.value = ui.t('pdfViewerFailed', error instanceof Error ? error.message : String(error));
  }
}
