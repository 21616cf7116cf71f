/**
 * How much of a PDF Ask Tabs reads. Bytes: 64 MiB (larger files are refused, the status says so).
 * Text: the first 2,000 pages or 2 million characters (about 700 pages of dense text), whichever
 * comes first (the status says how many pages were read). Two million characters of chunks stay
 * well inside the worker's index bound (MEMORY_INDEX_CHARS, 32 M).
 */
export const MAX_PDF_BYTES = 64 * 1024 * 1024;
export const PDF_LIMITS = { maxPages: 2_000, maxChars: 2_000_000 };
/**
 * One page's text and drawing may take this long (a decompression bomb, a pathological page): the
 * reading stops there, keeps the pages before it, and says so. The longest ordinary pages measured
 * take well under a second (bench/README.md, "PDF").
 */
export const PDF_PAGE_MS = 15_000;
