import type { PdfTextRun } from './pdf-text';
import { horizontalCover } from './horizontal-cover';

/** Gutters are looked for in the middle of the text area, not within this share of each edge. */
const EDGE_SHARE = 0.15;
/** A gutter is a vertical strip that words cover at most this share as often as the page's text does. */
const MAX_COVER = 0.25;
/** Narrower strips are word gaps that happen to line up. */
const MIN_WIDTH = 4;
/** Too few words to tell anything. */
const MIN_COVER = 4;
/**
 * Runs this close to the top or bottom edge of the page (a share of its height) are a running head or
 * foot, centred across the gutter on every page ("confidential draft", "Page 1 of 1"): they do not say
 * where the gutter is. On a short page two of them were enough to hide it.
 */
const EDGE_BAND = 0.08;

/**
 * The vertical strips of a page that (almost) no word covers while the text around them is dense:
 * the gutters between columns. A justified line with wide word spaces has gaps too, but they do
 * not line up from row to row; a gutter is crossed only by full-width lines (a title, an abstract).
 */
export function findRunGutters(runs: PdfTextRun[], pageHeight = Infinity): Array<{ start: number; end: number }> {
  const inBody = (r: PdfTextRun) => !Number.isFinite(pageHeight) || (r.y > pageHeight * EDGE_BAND && r.y < pageHeight * (1 - EDGE_BAND));
  const ink = runs.filter((r) => r.text.trim() && r.width > 0 && inBody(r));
  if (ink.length === 0) return [];
  let minX = Infinity;
  let maxX = -Infinity;
  for (const r of ink) {
    minX = Math.min(minX, r.x);
    maxX = Math.max(maxX, r.x + r.width);
  }
  const lo = Math.ceil(minX + (maxX - minX) * EDGE_SHARE);
  const hi = Math.floor(maxX - (maxX - minX) * EDGE_SHARE);
  if (hi - lo < MIN_WIDTH) return [];
  const cover = horizontalCover(
    ink.map((r) => ({ from: r.x, to: r.x + r.width })),
    lo,
    hi,
  );
  const sorted = [...cover].sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)]!;
  if (typical < MIN_COVER) return [];
  const gutters: Array<{ start: number; end: number }> = [];
  for (let i = 0; i < cover.length; ) {
    if (cover[i]! > MAX_COVER * typical) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < cover.length && cover[j + 1]! <= MAX_COVER * typical) j++;
    if (j - i + 1 >= MIN_WIDTH) gutters.push({ start: lo + i, end: lo + j + 1 });
    i = j + 1;
  }
  return gutters;
}
