import { ui } from '../../i18n/ui-translator';
import type { Passage } from '../../pipeline/select/passage';
import { showInPdfViewer } from './show-in-pdf-viewer';
import { usePanel } from '../panel-context';
import './pdf-viewer-button.css';

/**
 * For a PDF passage: a small icon inside the card's corner (review N16: a link under every PDF card hung
 * outside it) that opens the PDF in the extension's viewer with the passage highlighted.
 */
export function PdfViewerButton({ passage }: { passage: Passage }) {
  const { state, api } = usePanel();
  if (!passage.chunk.pages) return null;
  const label = ui.t('showInViewer');
  return (
    <button type="button" class="source-viewer icon-button" data-testid="show-in-viewer" aria-label={label} title={label} onClick={() => void showInPdfViewer(state, api, passage)}>
      {/* A page with its corner folded and an arrow out of it: open this document elsewhere. */}
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round" stroke-linecap="round">
        <path d="M9 1.5H3.5v13h9V5z" />
        <path d="M9 1.5V5h3.5" />
        <path d="M6 11l4-4M7.5 7H10v2.5" />
      </svg>
    </button>
  );
}
