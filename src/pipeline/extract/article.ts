/** One block of readable text, in document order, as extraction found it. */
export interface Block {
  kind: 'heading' | 'paragraph' | 'list-item' | 'quote' | 'code' | 'table-row' | 'other';
  /** 1–6 for headings. */
  level?: number;
  /** Plain text with whitespace collapsed; never HTML. */
  text: string;
  /**
   * PDFs only: where each page's text starts in `text`, first entry at offset 0 (a paragraph can
   * run on over a page break). Chunks take their pages from it.
   */
  pages?: Array<{ offset: number; page: number }>;
  /**
   * The first block of a part joined after a reading from another reading of the page (an item
   * grid's items after Readability's reading, a section after the region: section-start.ts). It sits
   * under none of the reading's headings: chunkArticle starts an empty heading path here.
   */
  startsSection?: true;
}

/** What `extractArticle` returns: the readable text of one page, as plain-text blocks. */
export interface Article {
  url: string;
  title: string;
  /** Host name or the page's site name, for display ("en.wikipedia.org"). */
  site: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** 'readability' when Readability found an article, 'pdf' for a PDF's text layer, otherwise the fallback. */
  method: 'readability' | 'fallback' | 'pdf';
  blocks: Block[];
  /** All block texts joined with blank lines: the text the chunks together cover. */
  text: string;
  /**
   * Web pages only: the page's visible text the reading left out (read-beside.ts), in page order:
   * retrieved for facts and comparisons behind the reading's passages, never summarised as the page.
   */
  beside?: Block[];
}
