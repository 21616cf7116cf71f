/**
 * Stand-ins for an answer sentence that says what its source says in other words, written for the
 * benchmark independently of the product's synonym table (src/pipeline/cite/synonyms.ts): some
 * pairs coincide, most do not, so the figure is not the table grading itself.
 */
const SWAPS: ReadonlyArray<[RegExp, string]> = [
  [/\blarge(st)?\b/giu, 'big$1'],
  [/\bbegan\b/giu, 'started'],
  [/\bbegin(s)?\b/giu, 'start$1'],
  [/\bcreated\b/giu, 'made'],
  [/\bconstructed\b/giu, 'built'],
  [/\bpurchased\b/giu, 'bought'],
  [/\bapproximately\b/giu, 'about'],
  [/\bcommenced\b/giu, 'started'],
  [/\bfinished\b/giu, 'ended'],
  [/\brequired\b/giu, 'needed'],
  [/\ballowed\b/giu, 'let'],
  [/\bpermitted\b/giu, 'allowed'],
  [/\butilized\b/giu, 'used'],
  [/\bemployed\b/giu, 'used'],
  [/\bclosed\b/giu, 'shut'],
  [/\bobtained\b/giu, 'got'],
  [/\breceived\b/giu, 'got'],
  [/\bstated\b/giu, 'said'],
  [/\bannual\b/giu, 'yearly'],
  [/\bdied\b/giu, 'passed away'],
  [/\bsmall\b/giu, 'little'],
  [/\bquickly\b/giu, 'fast'],
  [/\bassist(ed)?\b/giu, 'help$1'],
  [/\bcontains\b/giu, 'holds'],
  [/\bdisplayed\b/giu, 'showed'],
  [/\bproduced\b/giu, 'made'],
];

/** The sentence with every swap applied; undefined when none applies (not a restatement then). */
export function withSynonyms(sentence: string): string | undefined {
  let out = sentence;
  for (const [pattern, replacement] of SWAPS) out = out.replace(pattern, replacement);
  return out === sentence ? undefined : out;
}

/** Every other word's form changed (plural ↔ singular, -ed → -ing): what stemming must absorb. */
export function inflected(sentence: string): string {
  let k = 0;
  return sentence.replace(/\b([a-z]{4,})\b/gu, (word) => {
    k += 1;
    if (k % 2) return word;
    if (word.endsWith('ed')) return `${word.slice(0, -2)}ing`;
    if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
    return `${word}s`;
  });
}
