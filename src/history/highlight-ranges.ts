import { foldText, isCjkTerm } from './search-terms';

/**
 * Where a search's matched terms are in a text as shown: [start, end) ranges into the original text,
 * sorted and merged. The text is folded a character at a time (search-terms.ts), so each folded
 * position maps back to the character it came from. A word term marks the whole word it begins (a prefix
 * typed finds "batteries" from "batt"); a CJK pair marks itself.
 */
export function highlightRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  if (terms.length === 0 || !text) return [];
  let folded = '';
  const origin: number[] = [];
  for (const { segment, index } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    const f = foldText(segment);
    folded += f;
    for (let i = 0; i < f.length; i++) origin.push(index);
  }
  origin.push(text.length);
  const ranges: Array<[number, number]> = [];
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}\p{M}]/u.test(c);
  for (const term of new Set(terms)) {
    if (!term) continue;
    let from = folded.indexOf(term);
    while (from !== -1) {
      let end = from + term.length;
      const cjk = isCjkTerm(term);
      if (cjk || !isWordChar(folded[from - 1])) {
        if (!cjk) while (isWordChar(folded[end]) && !isCjkTerm(folded[end]!)) end++;
        ranges.push([origin[from]!, origin[end] ?? text.length]);
      }
      from = folded.indexOf(term, from + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** A text on one line, as a snippet shows it. */
export const oneLine = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/** A window of `size` characters of a one-line text around its first range (the snippet a result shows), and its ranges. */
export function snippetAround(flat: string, ranges: Array<[number, number]>, size = 160): { text: string; ranges: Array<[number, number]>; cut: [boolean, boolean] } {
  const first = ranges[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(size / 3), flat.length - size));
  const end = Math.min(flat.length, start + size);
  const inside = ranges.filter(([a, b]) => b > start && a < end).map(([a, b]): [number, number] => [Math.max(a, start) - start, Math.min(b, end) - start]);
  return { text: flat.slice(start, end), ranges: inside, cut: [start > 0, end < flat.length] };
}
