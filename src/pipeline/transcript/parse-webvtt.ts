import type { Cue } from './cue';
import { cueText } from './cue-text';
import { parseTimestamp } from './parse-timestamp';

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)(?:\s+.*)?$/;

/**
 * WebVTT (https://www.w3.org/TR/webvtt1/) → cues in file order. The header, NOTE, STYLE and REGION blocks
 * are skipped; a cue's identifier line and its settings (`align:start line:0 position:10%`) are ignored;
 * its payload goes through `cueText`. Lenient where real files are sloppy: no "WEBVTT" line, CRLF, a comma
 * before the milliseconds, hours missing. A block whose timing does not parse is skipped, not fatal.
 */
export function parseWebVtt(source: string): Cue[] {
  const blocks = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const first = lines[0]?.trim() ?? '';
    if (/^(?:WEBVTT|NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first) && !first.includes('-->')) continue;
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    // The timing is the first line, or the second after an identifier.
    if (timingAt < 0 || timingAt > 1) continue;
    const timing = TIMING.exec(lines[timingAt]!);
    if (!timing) continue;
    const start = parseTimestamp(timing[1]!);
    const end = parseTimestamp(timing[2]!);
    if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
    const text = cueText(lines.slice(timingAt + 1).join('\n'));
    if (text) cues.push({ start, end: Math.max(start, end), text });
  }
  return cues;
}
