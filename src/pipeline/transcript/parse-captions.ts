import type { Cue } from './cue';
import { parseSrt } from './parse-srt';
import { parseWebVtt } from './parse-webvtt';

/**
 * A caption file of either common kind → cues. A `<track>` says nothing reliable about its format
 * (servers send SRT as text/plain, WebVTT as text/plain or octet-stream), so the body decides: a
 * "WEBVTT" signature or dot milliseconds read as WebVTT; comma milliseconds without one as SRT.
 */
export function parseCaptions(body: string): Cue[] {
  const text = body.replace(/^\uFEFF/, '');
  if (/^WEBVTT/.test(text)) return parseWebVtt(text);
  if (/\d{2}:\d{2},\d{1,3}\s*-->/.test(text)) return parseSrt(text);
  return parseWebVtt(text);
}
