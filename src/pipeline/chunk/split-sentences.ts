/**
 * Splits text into sentences: pieces that, concatenated, give back the input exactly (each keeps
 * its trailing whitespace), so no text is ever lost.
 *
 * A hand-written rule set rather than `Intl.Segmenter`: ICU's sentence rules break after "Dr. " and
 * "e.g. " (no abbreviation list), and on a 36k-character page they took 23–48 ms in Node 20, more
 * than the whole indexing budget for a page (bench/README.md).
 *
 * Boundaries:
 * - after . ! ? … (and closing quotes/brackets) followed by whitespace, unless the next word starts
 *   with a lower-case letter, or the word before the period is an abbreviation or an initial;
 * - after the full-width enders of Chinese and Japanese (。！？), with or without whitespace;
 * - after the enders of Arabic/Urdu (؟ ۔), Devanagari (। ॥), Armenian (։), Ethiopic (።), Myanmar (။);
 * - at line breaks inside a block (verse, addresses, code).
 * Text with no boundary at all (Thai uses spaces between phrases, not sentence marks) comes back as
 * one piece; the chunker then splits it at spaces or word boundaries.
 */
const BOUNDARY =
  /[.!?…‼⁇⁈⁉]+["'”’»)\]]*(?=\s)|[。！？｡︒]+[」』”’）)\]]*\s*|[؟۔।॥։።፧။]+["'”’»)\]]*\s*|\n+/gu;

const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st mt ft vs etc e.g i.e cf al fig figs no nos vol vols pp p ch sec ' +
    'inc ltd co corp dept est approx ca c jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'gen col lt sgt capt cmdr adm gov sen rep rev hon u.s u.k u.n a.d b.c'
  ).split(' '),
);

const SPACE = /\s+/uy;

/** The word just before `end` (letters and inner periods), lower-cased. */
function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && /[\p{L}\p{N}.]/u.test(text[start - 1] ?? '')) start -= 1;
  return text.slice(start, end).toLowerCase();
}

function isAbbreviation(text: string, periodAt: number): boolean {
  const word = wordBefore(text, periodAt).replace(/^\.+/, '');
  if (word === '') return false;
  if (ABBREVIATIONS.has(word)) return true;
  // Initials ("J. R. R. Tolkien") and dotted acronyms ("U.S.S.R.") that are not in the list.
  return /^\p{L}$/u.test(word) || /^(\p{L}\.)+\p{L}$/u.test(word);
}

export function splitSentences(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    let end = match.index + match[0].length;
    const mark = match[0];
    if (/^[.!?…‼⁇⁈⁉]/u.test(mark)) {
      // Latin-style ender: swallow the following whitespace, then check the next word.
      SPACE.lastIndex = end;
      const after = SPACE.test(text) ? SPACE.lastIndex : end;
      const next = text[after] ?? '';
      if (/\p{Ll}/u.test(next)) continue;
      if (mark === '.' && isAbbreviation(text, match.index)) continue;
      end = after;
    }
    if (end >= text.length) break;
    if (end > start) {
      pieces.push(text.slice(start, end));
      start = end;
    }
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}
