import { applyDocumentLanguage } from '../../src/i18n/ui-translator';
import { startPdfViewer } from '../../src/pdf-viewer/start-pdf-viewer';

applyDocumentLanguage();
void startPdfViewer(document);
