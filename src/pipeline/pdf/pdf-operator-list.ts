/**
 * A page's drawing as pdf.js's `page.getOperatorList()` gives it, typed structurally (the pipeline
 * imports no pdf.js): operator codes in `fnArray`, their arguments in `argsArray`. The codes are
 * pdf.js's `OPS` table, passed in by the caller, so nothing here depends on their numbering.
 */
export interface PdfOperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/** The pdf.js operator codes the visibility pass reads (a subset of pdf.js's `OPS`). */
export interface PdfOps {
  save: number;
  restore: number;
  transform: number;
  setGState: number;
  clip: number;
  eoClip: number;
  constructPath: number;
  beginText: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setLeading: number;
  setFont: number;
  setTextRenderingMode: number;
  setTextRise: number;
  moveText: number;
  setLeadingMoveText: number;
  setTextMatrix: number;
  nextLine: number;
  showText: number;
  showSpacedText: number;
  nextLineShowText: number;
  nextLineSetSpacingShowText: number;
  setFillRGBColor: number;
  setStrokeRGBColor: number;
  setFillTransparent: number;
  setStrokeTransparent: number;
  setFillColorN: number;
  setStrokeColorN: number;
  beginMarkedContent: number;
  beginMarkedContentProps: number;
  endMarkedContent: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
  paintSolidColorImageMask: number;
  paintImageXObjectRepeat: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}

/** An axis-aligned box in the page's PDF user space (y up): [x0, y0, x1, y1]. */
export type Box = [number, number, number, number];

/** An affine matrix [a, b, c, d, e, f], as PDF and pdf.js write them. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n (apply m first, then n), pdf.js's Util.transform(n, m). */
export const multiply = (n: readonly number[], m: readonly number[]): Matrix => [
  n[0]! * m[0]! + n[2]! * m[1]!,
  n[1]! * m[0]! + n[3]! * m[1]!,
  n[0]! * m[2]! + n[2]! * m[3]!,
  n[1]! * m[2]! + n[3]! * m[3]!,
  n[0]! * m[4]! + n[2]! * m[5]! + n[4]!,
  n[1]! * m[4]! + n[3]! * m[5]! + n[5]!,
];

export const apply = (m: readonly number[], x: number, y: number): [number, number] => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];

/** The bounding box of a box's four corners under `m`. */
export function transformBox(m: readonly number[], [x0, y0, x1, y1]: readonly number[]): Box {
  const corners = [apply(m, x0!, y0!), apply(m, x1!, y0!), apply(m, x0!, y1!), apply(m, x1!, y1!)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export const intersect = (a: Box, b: Box): Box => [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];

export const area = (b: Box): number => Math.max(0, b[2] - b[0]) * Math.max(0, b[3] - b[1]);

/** The share of `inner`'s area that lies inside `outer` (1 for a degenerate `inner` inside it). */
export function coveredShare(inner: Box, outer: Box): number {
  const a = area(inner);
  const overlap = intersect(inner, outer);
  if (a === 0) return overlap[0] <= overlap[2] && overlap[1] <= overlap[3] ? 1 : 0;
  return area(overlap) / a;
}
