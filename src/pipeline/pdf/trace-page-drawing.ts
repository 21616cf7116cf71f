import { IDENTITY, intersect, multiply, transformBox, apply, type Box, type Matrix, type PdfOperatorList, type PdfOps } from './pdf-operator-list';

/** A colour as drawn: RGB 0–255, or a pattern/shading (unknown), or nothing (transparent). */
export type Colour = { rgb: [number, number, number] } | 'pattern' | 'transparent';

/** One text-showing operation (Tj, TJ, ', ") as it lands on the page. Coordinates: PDF user space, y up. */
export interface TextDraw {
  kind: 'text';
  /** Position in the page's drawing order. */
  order: number;
  text: string;
  box: Box;
  /** Start and end of the baseline. */
  origin: [number, number];
  end: [number, number];
  /** Font size as drawn on the page (text matrix and CTM applied). */
  size: number;
  /** Text render mode (0 fill, 1 stroke, 2 both, 3 invisible; +4 adds to the clip). */
  mode: number;
  fill: Colour;
  stroke: Colour;
  fillAlpha: number;
  strokeAlpha: number;
  /** The clip in force (page space), or null for none. */
  clip: Box | null;
  /** Inside optional content that is off. */
  layerOff: boolean;
  /** A soft mask was in force: what shows depends on it (the render check decides). */
  softMask: boolean;
}

/** Something painted that can cover or underlie text: a filled path, an image. */
export interface PaintDraw {
  kind: 'fill' | 'image' | 'mask' | 'shape';
  order: number;
  box: Box;
  fill: Colour;
  fillAlpha: number;
  clip: Box | null;
  layerOff: boolean;
}

export type PageDrawing = Array<TextDraw | PaintDraw>;

interface State {
  ctm: Matrix;
  clip: Box | null;
  fill: Colour;
  stroke: Colour;
  fillAlpha: number;
  strokeAlpha: number;
  softMask: boolean;
  font: string;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  mode: number;
}

export interface TraceOptions {
  /** Whether optional content with these properties is on (pdf.js's OptionalContentConfig.isVisible). */
  layerVisible?: (properties: unknown) => boolean;
  /** A font's glyph-space scale (fontMatrix[0]; 0.001 for all but Type 3 fonts). */
  fontScale?: (font: string) => number | undefined;
  /** Stop after this many operators (a bound per page). */
  maxOperators?: number;
}

interface Glyph {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
}

const hex = (value: unknown): Colour => {
  const m = typeof value === 'string' ? /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value) : null;
  return m ? { rgb: [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] } : 'pattern';
};

const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** Is a pdf.js path (DrawOPS: 0 moveTo, 1 lineTo, 4 closePath) one axis-aligned rectangle? */
function isRectangle(path: unknown): boolean {
  if (!path || typeof (path as ArrayLike<number>).length !== 'number') return false;
  const p = Array.from(path as ArrayLike<number>);
  if (p[0] !== 0) return false;
  const points: Array<[number, number]> = [[p[1]!, p[2]!]];
  let i = 3;
  while (i < p.length && p[i] === 1) {
    points.push([p[i + 1]!, p[i + 2]!]);
    i += 3;
  }
  if (i !== p.length && !(p[i] === 4 && i === p.length - 1)) return false;
  if (points.length === 5 && points[4]![0] === points[0]![0] && points[4]![1] === points[0]![1]) points.pop();
  if (points.length !== 4) return false;
  return points.every(([x, y], k) => {
    const [nx, ny] = points[(k + 1) % 4]!;
    return x === nx || y === ny;
  });
}

/**
 * Walks a page's operator list the way pdf.js's canvas would draw it, keeping only what decides
 * whether text is seen: where each text run lands, its colour, alpha, render mode and clip,
 * whether its optional-content layer is on, and every fill or image painted before or after it.
 * Pure: the operator codes come from the caller (pdf.js's OPS).
 */
export function tracePageDrawing(list: PdfOperatorList, ops: PdfOps, options: TraceOptions = {}): PageDrawing {
  const out: PageDrawing = [];
  const stack: State[] = [];
  let s: State = {
    ctm: IDENTITY, clip: null, fill: { rgb: [0, 0, 0] }, stroke: { rgb: [0, 0, 0] }, fillAlpha: 1, strokeAlpha: 1, softMask: false,
    font: '', fontSize: 0, charSpacing: 0, wordSpacing: 0, hScale: 1, leading: 0, rise: 0, mode: 0,
  };
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  const layers: boolean[] = [];
  let layerOff = false;
  let pendingClip = false;
  const count = Math.min(list.fnArray.length, options.maxOperators ?? Infinity);

  const moveText = (x: number, y: number) => {
    tlm = multiply(tlm, translate(x, y));
    tm = tlm;
  };
  const paint = (kind: PaintDraw['kind'], box: Box, order: number) =>
    out.push({ kind, order, box, fill: s.fill, fillAlpha: s.fillAlpha, clip: s.clip, layerOff });
  const showText = (glyphs: unknown, order: number) => {
    if (!Array.isArray(glyphs)) return;
    const scale = options.fontScale?.(s.font) ?? 0.001;
    const size = Math.abs(s.fontSize);
    let x = 0;
    let text = '';
    for (const g of glyphs as Array<Glyph | number>) {
      if (typeof g === 'number') {
        x -= (g * size) / 1000;
        continue;
      }
      if (!g || typeof g !== 'object') continue;
      text += g.unicode ?? '';
      x += num(g.width) * scale * size + s.charSpacing + (g.isSpace ? s.wordSpacing : 0);
    }
    const advance = x * s.hScale;
    const m = multiply(s.ctm, tm);
    const box = transformBox(m, [0, s.rise - 0.2 * size, advance, s.rise + 0.8 * size]);
    out.push({
      kind: 'text', order, text, box, origin: apply(m, 0, s.rise), end: apply(m, advance, s.rise), size: size * Math.hypot(m[2], m[3]),
      mode: s.mode, fill: s.fill, stroke: s.stroke, fillAlpha: s.fillAlpha, strokeAlpha: s.strokeAlpha, clip: s.clip, layerOff, softMask: s.softMask,
    });
    tm = multiply(tm, translate(advance, 0));
  };

  for (let i = 0; i < count; i++) {
    const fn = list.fnArray[i];
    const args = (list.argsArray[i] ?? []) as unknown[];
    switch (fn) {
      case ops.save: stack.push(s); s = { ...s }; break;
      case ops.restore: s = stack.pop() ?? s; break;
      case ops.transform: s.ctm = multiply(s.ctm, args.map((v) => num(v)) as Matrix); break;
      case ops.paintFormXObjectBegin: {
        stack.push(s);
        s = { ...s };
        const [matrix, bbox] = args as [ArrayLike<number> | null, ArrayLike<number> | null];
        if (matrix) s.ctm = multiply(s.ctm, Array.from(matrix) as Matrix);
        if (bbox) s.clip = s.clip ? intersect(s.clip, transformBox(s.ctm, Array.from(bbox))) : transformBox(s.ctm, Array.from(bbox));
        break;
      }
      case ops.paintFormXObjectEnd: s = stack.pop() ?? s; break;
      case ops.setGState:
        for (const [key, value] of (args[0] ?? []) as Array<[string, unknown]>) {
          if (key === 'ca') s.fillAlpha = num(value, 1);
          else if (key === 'CA') s.strokeAlpha = num(value, 1);
          else if (key === 'SMask') s.softMask = !!value;
          else if (key === 'Font' && Array.isArray(value)) [s.font, s.fontSize] = [String(value[0]), num(value[1])];
        }
        break;
      case ops.clip: case ops.eoClip: pendingClip = true; break;
      case ops.constructPath: {
        const [op, data, minMax] = args as [number, [unknown] | null, ArrayLike<number> | null];
        const box = minMax && minMax.length === 4 ? transformBox(s.ctm, Array.from(minMax)) : null;
        if (pendingClip && box) s.clip = s.clip ? intersect(s.clip, box) : box;
        pendingClip = false;
        if (box && [ops.fill, ops.eoFill, ops.fillStroke, ops.eoFillStroke, ops.closeFillStroke, ops.closeEOFillStroke].includes(op)) {
          paint(isRectangle(data?.[0]) ? 'fill' : 'shape', box, i);
        }
        break;
      }
      case ops.beginText: tm = tlm = IDENTITY; break;
      case ops.setCharSpacing: s.charSpacing = num(args[0]); break;
      case ops.setWordSpacing: s.wordSpacing = num(args[0]); break;
      case ops.setHScale: s.hScale = num(args[0], 100) / 100; break;
      case ops.setLeading: s.leading = num(args[0]); break;
      case ops.setFont: [s.font, s.fontSize] = [String(args[0]), num(args[1])]; break;
      case ops.setTextRenderingMode: s.mode = num(args[0]); break;
      case ops.setTextRise: s.rise = num(args[0]); break;
      case ops.moveText: moveText(num(args[0]), num(args[1])); break;
      case ops.setLeadingMoveText: s.leading = -num(args[1]); moveText(num(args[0]), num(args[1])); break;
      case ops.setTextMatrix: {
        const m = (args.length === 1 ? Array.from(args[0] as ArrayLike<number>) : args).map((v) => num(v));
        tm = tlm = m as Matrix;
        break;
      }
      case ops.nextLine: moveText(0, -s.leading); break;
      case ops.showText: case ops.showSpacedText: showText(args[0], i); break;
      case ops.nextLineShowText: moveText(0, -s.leading); showText(args[0], i); break;
      case ops.nextLineSetSpacingShowText:
        s.wordSpacing = num(args[0]);
        s.charSpacing = num(args[1]);
        moveText(0, -s.leading);
        showText(args[2], i);
        break;
      case ops.setFillRGBColor: s.fill = hex(args[0]); break;
      case ops.setStrokeRGBColor: s.stroke = hex(args[0]); break;
      case ops.setFillTransparent: s.fill = 'transparent'; break;
      case ops.setStrokeTransparent: s.stroke = 'transparent'; break;
      case ops.setFillColorN: s.fill = 'pattern'; break;
      case ops.setStrokeColorN: s.stroke = 'pattern'; break;
      case ops.beginMarkedContent: layers.push(true); break;
      case ops.beginMarkedContentProps:
        layers.push(args[0] === 'OC' ? (options.layerVisible?.(args[1]) ?? true) : true);
        layerOff = layers.includes(false);
        break;
      case ops.endMarkedContent: layers.pop(); layerOff = layers.includes(false); break;
      case ops.paintImageXObject: case ops.paintInlineImageXObject: case ops.paintImageXObjectRepeat:
        paint('image', transformBox(s.ctm, [0, 0, 1, 1]), i);
        break;
      case ops.paintImageMaskXObject: paint('mask', transformBox(s.ctm, [0, 0, 1, 1]), i); break;
      case ops.paintSolidColorImageMask: paint('fill', transformBox(s.ctm, [0, 0, 1, 1]), i); break;
    }
  }
  return out;
}
