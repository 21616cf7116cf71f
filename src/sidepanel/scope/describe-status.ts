import { ui } from '../../i18n/ui-translator';
import type { PdfSummary } from '../../messaging/pdf-summary';
import { MAX_PDF_BYTES, PDF_LIMITS, PDF_PAGE_MS } from '../../messaging/pdf-limits';
import type { UnreadableReason } from '../../messaging/tab-status';
import type { PanelTabStatus } from '../state/tab-item';
import { charLimit } from './char-limit';
import { describeVideo } from './describe-video';

const REASONS: Record<UnreadableReason, () => string> = {
  'browser-page': () => ui.t('reasonBrowserPage'),
  'web-store': () => ui.t('reasonWebStore'),
  'protected-site': () => ui.t('reasonProtectedSite'),
  'view-source': () => ui.t('reasonViewSource'),
  'pdf-no-text': () => ui.t('reasonPdfNoText'),
  'pdf-password': () => ui.t('reasonPdfPassword'),
  'pdf-damaged': () => ui.t('reasonPdfDamaged'),
  'pdf-too-large': () => ui.t('reasonPdfTooLarge', ui.number(MAX_PDF_BYTES / 1024 / 1024, { style: 'unit', unit: 'megabyte' })),
  'pdf-download-failed': () => ui.t('reasonPdfDownloadFailed'),
  'pdf-too-complex': () => ui.t('reasonPdfTooComplex', PDF_PAGE_MS / 1000),
  'pdf-stopped': () => ui.t('reasonPdfStopped'),
  'file-access': () => ui.t('reasonFileAccess'),
  'local-file': () => ui.t('reasonLocalFile'),
  unsupported: () => ui.t('reasonUnsupported'),
  discarded: () => ui.t('reasonDiscarded'),
  loading: () => ui.t('reasonLoading'),
  empty: () => ui.t('reasonEmpty'),
  'injection-failed': () => ui.t('reasonInjectionFailed'),
  'storage-full': () => ui.t('reasonStorageFull'),
  closed: () => ui.t('reasonClosed'),
};

const bound = (pdf: PdfSummary) => (pdf.stoppedBy === 'chars' ? charLimit(PDF_LIMITS.maxChars) : ui.plural('pageCount', PDF_LIMITS.maxPages));
const textSize = (chars: number) =>
  chars < 100_000
    ? ui.number(Math.max(1, Math.round(chars / 1000)), { style: 'unit', unit: 'kilobyte' })
    : ui.number(chars / 1_000_000, { style: 'unit', unit: 'megabyte', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A read PDF: its pages, the text kept (what the index holds in memory), and what was left out —
 * pages beyond a bound, pages that are only images, text a reader does not see.
 */
function describePdf(pdf: PdfSummary): string {
  const parts =
    pdf.stoppedBy === 'slow-page'
      ? [ui.plural('pdfFirstPagesSlow', pdf.pagesRead, pdf.pageCount, pdf.pagesRead + 1, PDF_PAGE_MS / 1000)]
      : pdf.pagesRead < pdf.pageCount
        ? [ui.plural('pdfFirstPagesBound', pdf.pagesRead, pdf.pageCount, bound(pdf))]
        : [ui.plural('pageCount', pdf.pageCount)];
  parts.push(ui.t('textSize', textSize(pdf.chars)));
  if (pdf.emptyPages > 0) parts.push(ui.plural('pdfImagePages', pdf.emptyPages));
  if (pdf.skippedPages) parts.push(ui.plural('pdfSkippedPages', pdf.skippedPages));
  if (pdf.hiddenLines) parts.push(ui.plural('pdfHiddenLines', pdf.hiddenLines));
  return parts.join(' · ');
}

/** The status line under a tab: what the user sees while and after it is read. */
export function describeStatus(status: PanelTabStatus): string {
  switch (status.state) {
    case 'reading':
      return status.progress ? ui.t('readingPdf', status.progress.done, status.progress.total) : ui.t('readingShort');
    case 'ready': {
      const passages = ui.plural('passageCount', status.passages);
      if (status.pdf) return `${passages} · ${describePdf(status.pdf)}`;
      return status.video ? `${passages} · ${describeVideo(status.video)}` : passages;
    }
    case 'unreadable':
      return REASONS[status.reason]();
  }
}
