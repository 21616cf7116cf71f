import type { HiddenReason, JudgedText } from './judge-text-visibility';

/** The fields of a pdf.js text item (getTextContent) this needs; other items pass through untouched. */
interface TextItem {
  str: string;
  transform: number[];
  width: number;
}

export interface VisibleText {
  items: unknown[];
  /** Lines (distinct baselines) that lost hidden text. */
  hiddenLines: number;
  /** What was dropped and why (for tests and the bench; never shown or sent). */
  dropped: Array<{ text: string; reason: HiddenReason }>;
}

const isTextItem = (item: unknown): item is TextItem =>
  typeof item === 'object' && item !== null && typeof (item as TextItem).str === 'string' && Array.isArray((item as TextItem).transform);

const squash = (s: string) => s.replace(/\s+/g, '');
/** Baselines are bucketed this finely (points) to find an item's draws without comparing all pairs. */
const BUCKET = 8;

interface Placed {
  judged: JudgedText;
  /** Start and end along the item's baseline, from its origin. */
  from: number;
  to: number;
}

/** The draws that lie on this item's baseline and overlap it, those whose text matches it first. */
function drawsOf(item: TextItem, buckets: Map<number, JudgedText[]>, horizontal: boolean): Placed[] {
  const [a, b, c, d, x, y] = item.transform as [number, number, number, number, number, number];
  const len = Math.hypot(a, b) || 1;
  const [dx, dy] = [a / len, b / len];
  const size = Math.hypot(c, d) || 1;
  const key = horizontal ? y : x;
  const found: Placed[] = [];
  for (let k = Math.floor((key - size) / BUCKET); k <= Math.floor((key + size) / BUCKET); k++) {
    for (const judged of buckets.get(k) ?? []) {
      const { origin, end, size: drawSize } = judged.draw;
      const across = Math.abs(dx * (origin[1] - y) - dy * (origin[0] - x));
      if (across > 0.35 * Math.max(size, drawSize, 0.5)) continue;
      const p = dx * (origin[0] - x) + dy * (origin[1] - y);
      const q = dx * (end[0] - x) + dy * (end[1] - y);
      const tolerance = 0.1 * size;
      if (Math.max(p, q) <= -tolerance || Math.min(p, q) >= item.width + tolerance) continue;
      found.push({ judged, from: Math.min(p, q), to: Math.max(p, q) });
    }
  }
  const text = squash(item.str);
  const matching = found.filter(({ judged }) => {
    const t = squash(judged.draw.text);
    return t.length > 0 && (text.includes(t) || t.includes(text));
  });
  return matching.length > 0 ? matching : found;
}

/**
 * pdf.js's text items for a page → only what a reader sees. Each item is matched to the text
 * draws on its baseline (pdf.js merges several draws into one item): an item whose draws are all
 * hidden is dropped; one that mixes seen and hidden draws keeps only the seen draws' text (a
 * white word inside a black line); an item no draw explains is kept (the draws decide nothing).
 */
export function keepVisibleText(items: unknown[], judged: JudgedText[]): VisibleText {
  const horizontal = new Map<number, JudgedText[]>();
  const vertical = new Map<number, JudgedText[]>();
  for (const j of judged) {
    if (!squash(j.draw.text)) continue;
    const [x0, y0] = j.draw.origin;
    const [x1, y1] = j.draw.end;
    const flat = Math.abs(y1 - y0) <= Math.abs(x1 - x0);
    const map = flat ? horizontal : vertical;
    const k = Math.floor((flat ? y0 : x0) / BUCKET);
    map.set(k, [...(map.get(k) ?? []), j]);
  }
  const out: unknown[] = [];
  const lines = new Set<number>();
  const dropped: VisibleText['dropped'] = [];
  for (const item of items) {
    if (!isTextItem(item) || !item.str.trim()) {
      out.push(item);
      continue;
    }
    const flat = Math.abs(item.transform[1]!) <= Math.abs(item.transform[0]!);
    const draws = drawsOf(item, flat ? horizontal : vertical, flat);
    const hidden = draws.filter((p) => p.judged.hidden);
    if (hidden.length === 0) {
      out.push(item);
      continue;
    }
    lines.add(Math.round((flat ? item.transform[5]! : item.transform[4]!) / 2));
    for (const p of hidden) dropped.push({ text: p.judged.draw.text, reason: p.judged.hidden! });
    const seen = draws.filter((p) => !p.judged.hidden).sort((p, q) => p.from - q.from);
    if (seen.length === 0) continue;
    const size = Math.hypot(item.transform[2]!, item.transform[3]!) || 1;
    const str = seen.map((p, i) => (i > 0 && p.from - seen[i - 1]!.to > 0.2 * size ? ' ' : '') + p.judged.draw.text).join('');
    const [a, b] = item.transform as [number, number];
    const len = Math.hypot(a, b) || 1;
    const shift = seen[0]!.from;
    const transform = [...item.transform.slice(0, 4), item.transform[4]! + (a / len) * shift, item.transform[5]! + (b / len) * shift];
    out.push({ ...item, str, transform, width: seen.at(-1)!.to - shift });
  }
  return { items: out, hiddenLines: lines.size, dropped };
}
