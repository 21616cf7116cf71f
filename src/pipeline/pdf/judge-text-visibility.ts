import { coveredShare, type Box } from './pdf-operator-list';
import type { Colour, PageDrawing, PaintDraw, TextDraw } from './trace-page-drawing';

/** Why a reader does not see a piece of text. */
export type HiddenReason = 'layer-off' | 'off-page' | 'clipped' | 'tiny' | 'invisible' | 'background' | 'covered';

export interface JudgedText {
  draw: TextDraw;
  hidden?: HiddenReason;
}

/**
 * Text smaller than this (points, as drawn) is not read: 0.3 pt is a hiding trick, while the
 * smallest print meant to be read (footnote markers, fine print) is 4 pt and up.
 */
export const MIN_TEXT_SIZE = 1.5;
/** Characters narrower than this share of their size are squeezed together past reading (Tz 1). */
const MIN_ADVANCE_PER_SIZE = 0.08;
/** RGB channels (0–255) this close to the background's: white on white, #fefefe on #fff. */
const SAME_COLOUR = 24;
/** Alpha below this draws nothing a reader sees. */
const MIN_ALPHA = 0.05;
/** A box at least this much inside a clip or the page counts as inside. */
const MOSTLY = 0.5;
/** An opaque paint over this much of a text's box hides it. */
const COVERED = 0.8;

const visiblePaint = (p: PaintDraw) => !p.layerOff && p.fillAlpha >= 0.95 && p.fill !== 'transparent';
const paintBox = (p: PaintDraw): Box => (p.clip ? [Math.max(p.box[0], p.clip[0]), Math.max(p.box[1], p.clip[1]), Math.min(p.box[2], p.clip[2]), Math.min(p.box[3], p.clip[3])] : p.box);
const near = (a: Colour, b: Colour) =>
  typeof a === 'object' && typeof b === 'object' && a.rgb.every((v, i) => Math.abs(v - b.rgb[i]!) <= SAME_COLOUR);
const contains = ([x0, y0, x1, y1]: Box, x: number, y: number) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
const shows = (colour: Colour, alpha: number) => colour !== 'transparent' && alpha >= MIN_ALPHA;

/** Does the render mode put ink down, with the colours and alphas in force? */
function inks(d: TextDraw): boolean {
  const mode = d.mode % 4;
  if (mode === 3) return false;
  const fill = shows(d.fill, d.fillAlpha);
  const stroke = shows(d.stroke, d.strokeAlpha);
  return mode === 0 ? fill : mode === 1 ? stroke : fill || stroke;
}

/** The colour a reader sees the text in (fill, or stroke for outline-only text). */
const inkColour = (d: TextDraw): Colour => (d.mode % 4 === 1 ? d.stroke : d.fill);

/**
 * What lies under the text's centre: the last paint before it there. White when nothing was
 * painted (the page), a rectangle's colour, or undefined where an image or a curved shape lies
 * under it (its colour there is unknown here; the ink check decides).
 */
function background(d: TextDraw, before: PaintDraw[]): Colour | undefined {
  const cx = (d.box[0] + d.box[2]) / 2;
  const cy = (d.box[1] + d.box[3]) / 2;
  for (let i = before.length - 1; i >= 0; i--) {
    const p = before[i]!;
    if (!visiblePaint(p) || !contains(paintBox(p), cx, cy)) continue;
    return p.kind === 'fill' ? p.fill : undefined;
  }
  return { rgb: [255, 255, 255] };
}

/**
 * Decides, for each text run a page draws, whether a reader sees it: the cheap rules, from the
 * operator list alone. Optional content that is off, text mostly outside the page's crop box or
 * its clip, text too small or squeezed to read, text that puts no ink down (render mode 3 or 7,
 * alpha 0) unless it lies over an image (the OCR layer of a scan is the page's real text), text
 * in its background's colour, and text an opaque rectangle or image drawn later covers.
 */
export function judgeTextVisibility(drawing: PageDrawing, view: Box): JudgedText[] {
  const paints = drawing.filter((d): d is PaintDraw => d.kind !== 'text');
  const judged: JudgedText[] = [];
  for (const draw of drawing) {
    if (draw.kind !== 'text') continue;
    const hidden = hiddenBy(draw, paints, view);
    judged.push(hidden ? { draw, hidden } : { draw });
  }
  return judged;
}

function hiddenBy(d: TextDraw, paints: PaintDraw[], view: Box): HiddenReason | undefined {
  if (d.layerOff) return 'layer-off';
  if (coveredShare(d.box, view) < MOSTLY) return 'off-page';
  if (d.clip && coveredShare(d.box, d.clip) < MOSTLY) return 'clipped';
  const letters = d.text.replace(/\s/g, '').length;
  const length = Math.hypot(d.end[0] - d.origin[0], d.end[1] - d.origin[1]);
  if (d.size < MIN_TEXT_SIZE || (letters >= 3 && length / d.text.length < MIN_ADVANCE_PER_SIZE * d.size)) return 'tiny';
  const before = paints.filter((p) => p.order < d.order);
  if (!inks(d)) {
    const overImage = before.some((p) => (p.kind === 'image' || p.kind === 'mask') && !p.layerOff && coveredShare(d.box, paintBox(p)) >= MOSTLY);
    return d.mode % 4 === 3 && overImage ? undefined : 'invisible';
  }
  const under = background(d, before);
  if (under && near(inkColour(d), under)) return 'background';
  const covered = paints.some((p) => p.order > d.order && (p.kind === 'fill' || p.kind === 'image') && visiblePaint(p) && coveredShare(d.box, paintBox(p)) >= COVERED);
  return covered ? 'covered' : undefined;
}
