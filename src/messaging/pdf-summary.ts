/** What reading a PDF found out about it, beside its chunks (shown in the tab's status). */
export interface PdfSummary {
  /** Pages in the document. */
  pageCount: number;
  /** Pages read (fewer than `pageCount` when a bound stopped the reading). */
  pagesRead: number;
  /** Pages that had no text layer (scanned, or drawn as images). */
  emptyPages: number;
  /** Characters of text kept. */
  chars: number;
  /** The PDF file's size. */
  bytes: number;
  /** Lines a reader does not see (white, tiny, invisible, covered… text) left out. */
  hiddenLines?: number;
  /** Pages whose text was left out: what they show could not be checked (too complex, or broken). */
  skippedPages?: number;
  /** The bound that stopped the reading early, if one did ('slow-page': the page after the last read took too long). */
  stoppedBy?: 'pages' | 'chars' | 'slow-page';
}
