/** One block of readable text, in document order, as extraction found it. */
export interface Block {
  kind: 'heading' | 'paragraph' | 'list-item' | 'quote' | 'code' | 'table-row' | 'other';
  /** 1–6 for headings. */
  level?: number;
  /** Plain text with whitespace collapsed; never HTML. */
  text: string;
}

/** What `extractArticle` returns: the readable text of one page, as plain-text blocks. */
export interface Article {
  url: string;
  title: string;
  /** Host name or the page's site name, for display ("en.wikipedia.org"). */
  site: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** 'readability' when Readability found an article, otherwise the fallback that was used. */
  method: 'readability' | 'fallback';
  blocks: Block[];
  /** All block texts joined with blank lines: the text the chunks together cover. */
  text: string;
}
