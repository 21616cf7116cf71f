import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { judgeTextVisibility } from './judge-text-visibility';
import type { Box } from './pdf-operator-list';
import { tracePageDrawing } from './trace-page-drawing';

// Operator lists shaped as pdf.js's getOperatorList() gives them: fnArray of OPS codes, argsArray.
type Op = [number, unknown[] | null];
const glyphs = (text: string) => [...text].map((unicode) => ({ unicode, width: 500, isSpace: unicode === ' ' }));
const text = (s: string, x = 72, y = 700, size = 11): Op[] => [
  [OPS.beginText, null],
  [OPS.setFont, ['f1', size]],
  [OPS.moveText, [x, y]],
  [OPS.showText, [glyphs(s)]],
  [OPS.endText, null],
];
const rect = (x0: number, y0: number, x1: number, y1: number, op: number = OPS.fill): Op => [
  OPS.constructPath,
  [op, [new Float32Array([0, x0, y0, 1, x1, y0, 1, x1, y1, 1, x0, y1, 4])], new Float32Array([x0, y0, x1, y1])],
];
const colour = (hex: string): Op => [OPS.setFillRGBColor, [hex]];
const LETTER: Box = [0, 0, 612, 792];

function judge(ops: Op[], options: Parameters<typeof tracePageDrawing>[2] = {}) {
  const list = { fnArray: ops.map((o) => o[0]), argsArray: ops.map((o) => o[1]) };
  return judgeTextVisibility(tracePageDrawing(list, OPS, options), LETTER).map((j) => [j.draw.text, j.hidden ?? 'seen']);
}

describe('judgeTextVisibility (operator lists)', () => {
  it('sees black text on the white page, where it lands', () => {
    const list = { fnArray: text('Hello').map((o) => o[0]), argsArray: text('Hello').map((o) => o[1]) };
    const [draw] = tracePageDrawing(list, OPS);
    expect(draw).toMatchObject({ kind: 'text', text: 'Hello', origin: [72, 700], end: [72 + 5 * 5.5, 700], size: 11 });
    expect(judge(text('Hello'))).toEqual([['Hello', 'seen']]);
  });

  it('drops white text on white, and text in the colour of the box under it; keeps white text on a dark box', () => {
    expect(judge([colour('#ffffff'), ...text('white')])).toEqual([['white', 'background']]);
    expect(judge([colour('#fefefe'), ...text('almost')])).toEqual([['almost', 'background']]);
    expect(judge([colour('#ccddff'), rect(60, 690, 400, 720), colour('#cadcfe'), ...text('blue on blue')])).toEqual([['blue on blue', 'background']]);
    expect(judge([colour('#202020'), rect(60, 690, 400, 720), colour('#ffffff'), ...text('white on dark')])).toEqual([['white on dark', 'seen']]);
    expect(judge([colour('#ffff00'), ...text('yellow')])).toEqual([['yellow', 'seen']]);
  });

  it('drops text too small or squeezed to read', () => {
    expect(judge(text('tiny', 72, 700, 0.3))).toEqual([['tiny', 'tiny']]);
    expect(judge([[OPS.setHScale, [1]], ...text('squeezed')])).toEqual([['squeezed', 'tiny']]);
    expect(judge(text('footnote', 72, 700, 5))).toEqual([['footnote', 'seen']]);
    // A CTM that scales the page down counts: 11 pt text at 1/20 is 0.55 pt on the page.
    expect(judge([[OPS.transform, [0.05, 0, 0, 0.05, 0, 0]], ...text('scaled', 72, 700)])).toEqual([['scaled', 'tiny']]);
  });

  it('drops invisible text (render mode 3 and 7, alpha 0) unless it lies over an image: the OCR layer of a scan', () => {
    expect(judge([[OPS.setTextRenderingMode, [3]], ...text('invisible')])).toEqual([['invisible', 'invisible']]);
    expect(judge([[OPS.setTextRenderingMode, [7]], ...text('clip only')])).toEqual([['clip only', 'invisible']]);
    expect(judge([[OPS.setGState, [[['ca', 0]]]], ...text('transparent')])).toEqual([['transparent', 'invisible']]);
    expect(judge([[OPS.setFillTransparent, []], ...text('no fill')])).toEqual([['no fill', 'invisible']]);
    const scan: Op[] = [[OPS.save, null], [OPS.transform, [612, 0, 0, 792, 0, 0]], [OPS.paintImageXObject, ['img', 10, 10]], [OPS.restore, null]];
    expect(judge([...scan, [OPS.setTextRenderingMode, [3]], ...text('OCR words')])).toEqual([['OCR words', 'seen']]);
    // Outline text (mode 1) shows in its stroke colour.
    expect(judge([[OPS.setTextRenderingMode, [1]], [OPS.setStrokeRGBColor, ['#000000']], colour('#ffffff'), ...text('outline')])).toEqual([['outline', 'seen']]);
  });

  it('drops text clipped away, outside the crop box, or in an optional-content layer that is off', () => {
    expect(judge([[OPS.save, null], [OPS.clip, null], rect(500, 100, 505, 105, OPS.endPath), ...text('clipped'), [OPS.restore, null], ...text('after', 72, 600)])).toEqual([
      ['clipped', 'clipped'],
      ['after', 'seen'],
    ]);
    expect(judge(text('off the page', 700, 400))).toEqual([['off the page', 'off-page']]);
    const layerVisible = (group: unknown) => (group as { id: string }).id !== 'off';
    const layer = (id: string, inner: Op[]): Op[] => [[OPS.beginMarkedContentProps, ['OC', { type: 'OCG', id }]], ...inner, [OPS.endMarkedContent, null]];
    expect(judge([...layer('off', text('layer off')), ...layer('on', text('layer on', 72, 600))], { layerVisible })).toEqual([
      ['layer off', 'layer-off'],
      ['layer on', 'seen'],
    ]);
  });

  it('drops text an opaque rectangle or image drawn later covers; a box drawn before, or half over it, does not hide it', () => {
    expect(judge([...text('redacted'), colour('#000000'), rect(60, 690, 400, 720)])).toEqual([['redacted', 'covered']]);
    const image: Op[] = [[OPS.save, null], [OPS.transform, [340, 0, 0, 30, 60, 690]], [OPS.paintImageXObject, ['img', 8, 8]], [OPS.restore, null]];
    expect(judge([...text('under a picture'), ...image])).toEqual([['under a picture', 'covered']]);
    expect(judge([colour('#ffeeaa'), rect(60, 690, 400, 720), colour('#000000'), ...text('on a box')])).toEqual([['on a box', 'seen']]);
    expect(judge([...text('half covered'), rect(60, 700, 400, 720)])).toEqual([['half covered', 'seen']]);
    expect(judge([...text('under glass'), [OPS.setGState, [[['ca', 0.3]]]], rect(60, 690, 400, 720)])).toEqual([['under glass', 'seen']]);
  });

  it('follows the text matrix: TJ spacing, T*, Tm, a form XObject matrix and its clip', () => {
    const ops: Op[] = [
      [OPS.beginText, null],
      [OPS.setFont, ['f1', 10]],
      [OPS.setLeading, [12]],
      [OPS.setTextMatrix, [new Float32Array([1, 0, 0, 1, 100, 500])]],
      [OPS.showText, [[...glyphs('ab'), -1000, ...glyphs('c')]]],
      [OPS.nextLine, null],
      [OPS.showText, [glyphs('d')]],
      [OPS.endText, null],
    ];
    const list = { fnArray: ops.map((o) => o[0]), argsArray: ops.map((o) => o[1]) };
    const [first, second] = tracePageDrawing(list, OPS) as Array<{ origin: number[]; end: number[] }>;
    expect(first!.origin).toEqual([100, 500]);
    expect(first!.end).toEqual([100 + 5 + 5 + 10 + 5, 500]);
    expect(second!.origin).toEqual([100, 488]);
    const form: Op[] = [[OPS.paintFormXObjectBegin, [new Float32Array([1, 0, 0, 1, 0, 0]), new Float32Array([0, 0, 50, 50])]], ...text('outside the form'), [OPS.paintFormXObjectEnd, null]];
    expect(judge(form)).toEqual([['outside the form', 'clipped']]);
  });
});
