import type { PdfPageText, PdfTextRun } from '../../src/pipeline/pdf/pdf-text';

/** Test helpers: text runs as a PDF draws them, 0.5 em per character. */
export const run = (text: string, x: number, y: number, size = 10, font = 'body'): PdfTextRun => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
  font,
});

/** A column of lines from (x, y) down, 12 pt apart (10 pt type). */
export const column = (lines: string[], x: number, y: number, size = 10, pitch = 12): PdfTextRun[] =>
  lines.map((text, i) => run(text, x, y + i * pitch, size));

export const page = (n: number, runs: PdfTextRun[], width = 612, height = 792): PdfPageText => ({ page: n, width, height, runs });
