/**
 * Finds a chunk again in the live page: a W3C Web Annotation TextQuoteSelector
 * (https://www.w3.org/TR/annotation-model/#text-quote-selector) over whitespace-collapsed text.
 */
export interface Locator {
  /** The chunk's text exactly as it appears in the page, whitespace collapsed. */
  exact: string;
  /** Up to ~32 characters before and after, to tell repeated quotes apart. */
  prefix: string;
  suffix: string;
  /** PDFs: the page the quote starts on (1-based); the PDF viewer opens there. */
  page?: number;
  /** Transcripts: the second the quote starts at; a click plays the video from there. */
  time?: number;
}

/** A passage-sized piece of one article. */
export interface Chunk {
  /** Position in the article's chunk list (0-based). */
  index: number;
  /** Plain text of the chunk. */
  text: string;
  /** Headings above the chunk, outermost first (["Battery", "Real-world tests"]). */
  headings: string[];
  locator: Locator;
  /** PDFs: the first and last page the chunk's text lies on (1-based). */
  pages?: [number, number];
  /** Transcripts: the seconds the chunk's cues start and end at. */
  time?: [number, number];
  /**
   * Web pages: the chunk is of the page's text beside its reading (Article.beside), not of the
   * reading: ranked behind the reading's chunks, left out of a whole-page reading.
   */
  beside?: true;
  /** Transcripts: each cue's start, as [offset in `text`, second]: a sentence's own moment (review R11). */
  cues?: Array<[number, number]>;
}
