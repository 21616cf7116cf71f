/**
 * Citation markers in a model answer: [1], [1, 2], [1][2], [1-3], and the "[Source 1]" shape some
 * models copy from their training. Code (fenced blocks and `inline`) is left alone: "[0]" there is an
 * array index, not a citation.
 *
 * Numbers that are not in `valid` (no such source was sent) are dropped, and a group left with none
 * is removed from the text, so nothing ever links to a source that does not exist.
 */
export type AnswerSegment =
  | { kind: 'text'; text: string }
  /** `group` counts citation groups in answer order (0-based), for matching checks to chips. */
  | { kind: 'citation'; ids: number[]; group: number; raw: string }
  | { kind: 'code'; text: string };

const NUMBER = String.raw`(?:sources?\s*)?\d{1,3}(?:\s*[-–]\s*\d{1,3})?`;
const GROUP = String.raw`[\[【]\s*${NUMBER}(?:\s*[,;]\s*(?:and\s+)?${NUMBER})*\s*[\]】]`;
const CITATIONS = new RegExp(String.raw`(?:\s*${GROUP})+`, 'giu');
const CODE = /```[\s\S]*?(?:```|$)|`[^`\n]*`/gu;
const MAX_RANGE = 20;

/** The numbers in one run of groups ("[1, 2][4-5]" → 1, 2, 4, 5), in order, without repeats. */
export function citationNumbers(raw: string): number[] {
  const out: number[] = [];
  for (const [, from, to] of raw.matchAll(/(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?/gu)) {
    const a = Number(from);
    const b = to === undefined ? a : Number(to);
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    for (let n = lo; n <= Math.min(hi, lo + MAX_RANGE); n += 1) if (!out.includes(n)) out.push(n);
  }
  return out;
}

function splitText(text: string, valid: ReadonlySet<number>, counter: { group: number }): AnswerSegment[] {
  const out: AnswerSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CITATIONS)) {
    const start = match.index;
    const leading = /^\s*/u.exec(match[0])![0];
    const raw = match[0].slice(leading.length);
    const ids = citationNumbers(raw).filter((n) => valid.has(n));
    // A dropped group takes the space before it along: "hours [9]." → "hours."
    const keep = ids.length > 0 ? leading.length : 0;
    if (start + keep > last) out.push({ kind: 'text', text: text.slice(last, start + keep) });
    if (ids.length > 0) out.push({ kind: 'citation', ids, group: counter.group++, raw });
    last = start + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseCitations(answer: string, valid: ReadonlySet<number>): AnswerSegment[] {
  const out: AnswerSegment[] = [];
  const counter = { group: 0 };
  let last = 0;
  for (const match of answer.matchAll(CODE)) {
    out.push(...splitText(answer.slice(last, match.index), valid, counter));
    out.push({ kind: 'code', text: match[0] });
    last = match.index + match[0].length;
  }
  out.push(...splitText(answer.slice(last), valid, counter));
  return out.filter((s) => s.kind === 'citation' || s.text.length > 0);
}
