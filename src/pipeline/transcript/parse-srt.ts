import type { Cue } from './cue';
import { cueText } from './cue-text';
import { parseTimestamp } from './parse-timestamp';

/**
 * SubRip (.srt) → cues: blocks of a counter line, `00:00:01,000 --> 00:00:04,000` (display coordinates
 * after it ignored) and the text, with `<i>`/`<b>`/`<font>` tags and ASS overrides (`{\an8}`) removed.
 * The counter is optional (some writers drop it); a block without a timing line is skipped.
 */
export function parseSrt(source: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = block.trim().split('\n');
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    if (timingAt < 0 || timingAt > 1) continue;
    const [from, to] = lines[timingAt]!.split('-->');
    const start = parseTimestamp(from ?? '');
    const end = parseTimestamp((to ?? '').trim().split(/\s+/)[0] ?? '');
    if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
    const text = cueText(lines.slice(timingAt + 1).join('\n'));
    if (text) cues.push({ start, end: Math.max(start, end), text });
  }
  return cues;
}
