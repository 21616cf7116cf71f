import type { Cue } from './cue';

/** How far back the words already said are compared with a cue's opening words. */
const LOOKBACK_WORDS = 40;

const norm = (word: string) => word.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Cues → the words said once each. Auto-generated captions roll: each cue repeats the line before it
 * and adds a new one (YouTube's WebVTT: "line 1" / "line 1\nline 2" / "line 2\nline 3", with 10 ms cues
 * between that only repeat), and overlapping cues from other writers repeat the words at their seam.
 * A cue's lines that open with the lines already said are dropped; then its opening words that repeat
 * the last words said (two or more, or the whole cue when it starts before the last one ended) are.
 * A cue left with nothing extends the one before it. Real repetitions ("no, no") inside a cue stay.
 */
export function mergeRollingCues(input: readonly Cue[]): Cue[] {
  const cues = [...input].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Cue[] = [];
  let said: string[] = [];
  let lastLines: string[] = [];
  for (const cue of cues) {
    let lines = cue.text.split('\n');
    // Line-level: the cue opens with the previous cue's last line(s).
    for (let k = Math.min(lines.length, lastLines.length); k > 0; k--) {
      const tail = lastLines.slice(-k).map(norm).join(' ');
      if (tail && lines.slice(0, k).map(norm).join(' ') === tail) {
        lines = lines.slice(k);
        break;
      }
    }
    const words = lines.join(' ').split(/\s+/).filter(Boolean);
    const previous = out[out.length - 1];
    const overlapping = previous !== undefined && cue.start < previous.end - 0.001;
    const skip = repeatedOpening(said, words, overlapping);
    const fresh = words.slice(skip);
    lastLines = cue.text.split('\n');
    if (fresh.length === 0) {
      if (previous) previous.end = Math.max(previous.end, cue.end);
      continue;
    }
    out.push({ start: cue.start, end: Math.max(cue.start, cue.end), text: fresh.join(' ') });
    said = [...said, ...fresh.map(norm)].slice(-LOOKBACK_WORDS);
  }
  return out;
}

/** How many of `words`' first words repeat the end of `said`. */
function repeatedOpening(said: string[], words: string[], overlapping: boolean): number {
  const normal = words.map(norm);
  for (let k = Math.min(said.length, normal.length); k > 0; k--) {
    if (k < 2 && !(overlapping && k === normal.length)) break;
    let same = true;
    for (let i = 0; i < k; i++) {
      if (normal[i] !== said[said.length - k + i]) {
        same = false;
        break;
      }
    }
    if (same && normal.slice(0, k).some(Boolean)) return k;
  }
  return 0;
}
