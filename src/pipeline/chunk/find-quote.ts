import type { Locator } from './chunk';

/** A match as [start, end) offsets into the concatenation of the page's text nodes. */
export interface QuoteMatch {
  start: number;
  end: number;
  /** How much of the locator's prefix and suffix agree with the page around the match. */
  context: number;
  /** Only the passage's opening and closing words were found (the page changed in between). */
  partial: boolean;
}

/** Characters of the quote's opening and closing used when the whole quote is no longer found. */
const EDGE = 40;
const MAX_CANDIDATES = 50;

/** Whitespace and invisible characters (the extractor drops them or turns them into spaces). */
const isSkipped = (c: number) =>
  c <= 0x20 ||
  (c >= 0x7f && c <= 0xa0) ||
  c === 0xad ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200d) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x2060 ||
  c === 0x3000 ||
  c === 0xfeff;

/** The text without skipped characters, and for each of its characters the offset in `text`. */
function squeeze(text: string): { flat: string; offsets: Int32Array } {
  const offsets = new Int32Array(text.length);
  const codes = new Uint16Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSkipped(c)) continue;
    codes[n] = c;
    offsets[n++] = i;
  }
  let flat = '';
  for (let i = 0; i < n; i += 8192) flat += String.fromCharCode(...codes.subarray(i, Math.min(n, i + 8192)));
  return { flat, offsets: offsets.subarray(0, n) };
}

const strip = (text: string) => squeeze(text).flat;

function agreeBackward(flat: string, end: number, prefix: string): number {
  let n = 0;
  while (n < prefix.length && end - 1 - n >= 0 && flat[end - 1 - n] === prefix[prefix.length - 1 - n]) n++;
  return n;
}

function agreeForward(flat: string, start: number, suffix: string): number {
  let n = 0;
  while (n < suffix.length && start + n < flat.length && flat[start + n] === suffix[n]) n++;
  return n;
}

function occurrences(flat: string, needle: string, from = 0, until = flat.length): number[] {
  const found: number[] = [];
  for (let at = flat.indexOf(needle, from); at !== -1 && at < until; at = flat.indexOf(needle, at + 1)) {
    found.push(at);
    if (found.length >= MAX_CANDIDATES) break;
  }
  return found;
}

/**
 * Finds a W3C TextQuoteSelector in page text, treating whitespace as optional (extraction joins
 * blocks with spaces the DOM may not have: `</p><p>`). Candidates come best first: whole-quote
 * matches ranked by how well prefix and suffix agree, then, when the page no longer holds the whole
 * quote, spans from its opening to its closing words. Pure: `locate-passage.ts` maps it to a Range.
 */
export function findQuote(text: string, locator: Locator): QuoteMatch[] {
  const exact = strip(locator.exact);
  if (!exact) return [];
  const { flat, offsets } = squeeze(text);
  const prefix = strip(locator.prefix);
  const suffix = strip(locator.suffix);
  const toMatch = (start: number, endFlat: number, partial: boolean): QuoteMatch => ({
    start: offsets[start]!,
    end: offsets[endFlat - 1]! + 1,
    context: agreeBackward(flat, start, prefix) + agreeForward(flat, endFlat, suffix),
    partial,
  });

  let matches = occurrences(flat, exact).map((at) => toMatch(at, at + exact.length, false));
  if (matches.length === 0 && exact.length > EDGE * 2) {
    const head = exact.slice(0, EDGE);
    const tail = exact.slice(-EDGE);
    matches = occurrences(flat, head).flatMap((at) => {
      const tailAt = flat.indexOf(tail, at + head.length);
      const close = tailAt !== -1 && tailAt + EDGE - at <= exact.length * 2;
      return close ? [toMatch(at, tailAt + EDGE, true)] : [];
    });
  }
  return matches.sort((a, b) => b.context - a.context || a.start - b.start);
}
