import { ui } from '../../i18n/ui-translator';
import type { Passage } from '../../pipeline/select/passage';
import { showInPdfViewer } from './show-in-pdf-viewer';
import { usePanel } from '../panel-context';
import './pdf-viewer-button.css';

/** For a PDF passage: opens it in the extension's viewer with the passage highlighted. */
export function PdfViewerButton({ passage }: { passage: Passage }) {
  const { state, api } = usePanel();
  if (!passage.chunk.pages) return null;
  return (
    <button type="button" class="source-viewer link-button" data-testid="show-in-viewer" onClick={() => void showInPdfViewer(state, api, passage)}>
      {ui.t('showInViewer')}
    </button>
  );
}
