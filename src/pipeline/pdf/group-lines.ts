import { findRunGutters } from './find-run-gutters';
import type { PdfLine, PdfPageText, PdfTextRun } from './pdf-text';

/** Runs whose baselines differ by less than this share a row (superscripts, the raised A of LaTeX). */
const SAME_ROW = 0.45;
/**
 * A horizontal gap wider than this (in ems) that holds one of the page's gutters (find-run-gutters.ts)
 * ends a line. LaTeX's narrowest gutter (10 pt at 10 pt type) and CSS's default column gap (1 em) are
 * wider; the stretched word spaces of a loose justified line can be too, but hold no gutter.
 */
const GUTTER_EMS = 0.8;
/** A gap wider than this (in ems) between two runs that carry no space of their own is a word space. */
const SPACE_EMS = 0.15;

const blank = (text: string) => text.trim() === '';

/** The value most characters have (ties: the first seen). */
function dominant<T>(runs: PdfTextRun[], key: (run: PdfTextRun) => T): T {
  const weights = new Map<T, number>();
  let best = key(runs[0]!);
  let bestWeight = -1;
  for (const run of runs) {
    if (blank(run.text)) continue;
    const k = key(run);
    const w = (weights.get(k) ?? 0) + run.text.length;
    weights.set(k, w);
    if (w > bestWeight) {
      best = k;
      bestWeight = w;
    }
  }
  return best;
}

function toLine(page: number, runs: PdfTextRun[]): PdfLine | null {
  const visible = runs.filter((r) => !blank(r.text));
  if (visible.length === 0) return null;
  let text = '';
  let prev: PdfTextRun | undefined;
  for (const run of runs) {
    if (prev) {
      const gap = run.x - (prev.x + prev.width);
      const spaced = /\s$/.test(text) || /^\s/.test(run.text);
      if (!spaced && gap > SPACE_EMS * Math.max(prev.size, run.size)) text += ' ';
    }
    text += run.text;
    prev = run;
  }
  text = text.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const size = Math.round(dominant(visible, (r) => r.size) * 10) / 10;
  return {
    page,
    x0: Math.min(...visible.map((r) => r.x)),
    x1: Math.max(...visible.map((r) => r.x + r.width)),
    y: dominant(visible, (r) => Math.round(r.y * 10) / 10),
    size,
    font: dominant(visible, (r) => r.font),
    monospace: dominant(visible, (r) => r.monospace === true),
    text,
  };
}

/** A run may start this far (in ems) before the end of the line it continues (kerning, raised letters). */
const OVERLAP_EMS = 0.5;

interface OpenLine {
  runs: PdfTextRun[];
  /** The line's largest run: its baseline is the line's. */
  anchor: PdfTextRun;
  end: number;
}

/**
 * A page's runs as lines. Runs are taken left to right; each continues the line it follows on a
 * compatible baseline (superscripts and the raised A of "LaTeX" included), or starts a new one — so
 * a gutter always separates the lines of two columns, even where their baselines nearly meet, and a
 * loose justified line stays one line. Lines come top to bottom, left to right; reading
 * order across columns is decided later (order-columns.ts).
 */
export function groupLines(page: PdfPageText): PdfLine[] {
  const runs = page.runs.filter((r) => r.text.length > 0 && Number.isFinite(r.x) && Number.isFinite(r.y) && r.size > 0);
  runs.sort((a, b) => a.x - b.x || a.y - b.y);
  const gutters = findRunGutters(runs, page.height);
  // The gap holds a gutter when the gutter's middle lies in it.
  const crossesGutter = (from: number, to: number) => gutters.some((g) => (g.start + g.end) / 2 > from && (g.start + g.end) / 2 < to);
  const open: OpenLine[] = [];
  const done: OpenLine[] = [];
  for (const run of runs) {
    let best: OpenLine | undefined;
    let bestDy = Infinity;
    for (let i = open.length - 1; i >= 0; i--) {
      const line = open[i]!;
      const em = Math.max(line.anchor.size, run.size);
      if (run.x - line.end > GUTTER_EMS * em && crossesGutter(line.end, run.x)) {
        // Runs come left to right: nothing later can continue this line.
        done.push(line);
        open.splice(i, 1);
        continue;
      }
      const dy = Math.abs(run.y - line.anchor.y);
      if (run.x < line.end - OVERLAP_EMS * em || dy > SAME_ROW * em || dy >= bestDy) continue;
      best = line;
      bestDy = dy;
    }
    // A space's own width is not the line's extent: pdf.js reports stretched justified spaces wider
    // than the gap they fill (measured: 48 pt spaces before words 36 pt on, Chromium's print).
    const end = blank(run.text) ? run.x : run.x + run.width;
    if (!best) {
      open.push({ runs: [run], anchor: run, end });
      continue;
    }
    best.runs.push(run);
    best.end = Math.max(best.end, end);
    if (run.size > best.anchor.size && !blank(run.text)) best.anchor = run;
  }
  const lines: PdfLine[] = [];
  for (const line of [...done, ...open]) {
    const built = toLine(page.page, line.runs);
    if (built) lines.push(built);
  }
  return lines.sort((a, b) => a.y - b.y || a.x0 - b.x0);
}
