import type { Cue } from './cue';

/**
 * The transcript's beginning up to `maxChars` characters of text: whole cues, in order. Says whether
 * anything was left out and how many seconds of the video the kept cues cover.
 */
export function keepWithin(cues: readonly Cue[], maxChars: number): { cues: Cue[]; truncated: boolean; seconds: number } {
  const kept: Cue[] = [];
  let chars = 0;
  for (const cue of cues) {
    chars += cue.text.length + 1;
    if (chars > maxChars) break;
    kept.push(cue);
  }
  return { cues: kept, truncated: kept.length < cues.length, seconds: kept.reduce((max, c) => Math.max(max, c.end), 0) };
}
