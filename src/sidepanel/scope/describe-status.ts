import type { PdfSummary } from '../../messaging/pdf-summary';
import { MAX_PDF_BYTES, PDF_LIMITS } from '../../messaging/pdf-limits';
import type { UnreadableReason } from '../../messaging/tab-status';
import type { PanelTabStatus } from '../state/tab-item';
import { describeVideo } from './describe-video';

const REASONS: Record<UnreadableReason, string> = {
  'browser-page': "Browser pages (chrome://, about:, other extensions) can't be read by extensions.",
  'web-store': "Chrome doesn't let extensions read the Chrome Web Store.",
  'view-source': "Source views (view-source:) can't be read; open the page itself.",
  'pdf-no-text': 'This PDF is images only (a scan?); there is no text to read.',
  'pdf-password': "This PDF is protected by a password; Ask Tabs can't open it.",
  'pdf-damaged': "This PDF is damaged, or not one Ask Tabs can read.",
  'pdf-too-large': `This PDF is over ${MAX_PDF_BYTES / 1024 / 1024} MB, the most Ask Tabs reads.`,
  'pdf-download-failed': "Couldn't get this PDF (it may need a login): open it in the tab and try again.",
  'file-access': 'Local files need "Allow access to file URLs" on the extension\'s details page.',
  unsupported: "This kind of page (data:, blob:, an error page) can't be read.",
  discarded: 'Chrome put this tab to sleep; open it once, then ask again.',
  loading: 'Still loading; ask again when the page has finished.',
  empty: 'No readable text on this page.',
  'injection-failed': "Couldn't read this page.",
  'storage-full':
    "The browser's session storage is full, so this page couldn't be kept for answering. Close tabs you no longer need, then ask again.",
  closed: 'This tab was closed.',
};

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const bound = (pdf: PdfSummary) =>
  pdf.stoppedBy === 'chars' ? `${PDF_LIMITS.maxChars / 1_000_000} million characters` : `${PDF_LIMITS.maxPages.toLocaleString('en')} pages`;
const megabytes = (chars: number) => (chars < 100_000 ? `${Math.max(1, Math.round(chars / 1000))} kB` : `${(chars / 1_000_000).toFixed(1)} MB`);

/**
 * A read PDF: its pages, the text kept (what the index holds in memory), and what was left out —
 * pages beyond a bound, pages that are only images.
 */
function describePdf(pdf: PdfSummary): string {
  const parts =
    pdf.pagesRead < pdf.pageCount
      ? [`the first ${count(pdf.pagesRead, 'page')} of ${pdf.pageCount.toLocaleString('en')} (Ask Tabs reads up to ${bound(pdf)} of a PDF)`]
      : [count(pdf.pageCount, 'page')];
  parts.push(`${megabytes(pdf.chars)} of text`);
  if (pdf.emptyPages > 0) parts.push(`${count(pdf.emptyPages, 'page')} only images`);
  return parts.join(' · ');
}

/** The status line under a tab: what the user sees while and after it is read. */
export function describeStatus(status: PanelTabStatus): string {
  switch (status.state) {
    case 'reading':
      return status.progress ? `Reading PDF… page ${status.progress.done} of ${status.progress.total}` : 'Reading…';
    case 'ready': {
      const passages = status.passages === 1 ? '1 passage' : `${status.passages} passages`;
      if (status.pdf) return `${passages} · ${describePdf(status.pdf)}`;
      return status.video ? `${passages} · ${describeVideo(status.video)}` : passages;
    }
    case 'unreadable':
      return REASONS[status.reason];
  }
}
