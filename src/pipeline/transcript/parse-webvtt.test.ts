import { describe, expect, it } from 'vitest';
import { transcriptFixture as fixture } from '../../../tests/support/transcript-fixture';
import { parseWebVtt } from './parse-webvtt';

describe('parseWebVtt', () => {
  it('reads cues past the header, STYLE, NOTE and REGION blocks, without identifiers, settings or markup', () => {
    expect(parseWebVtt(fixture('lecture.vtt'))).toEqual([
      { start: 1, end: 4.5, text: 'Welcome to the third lecture on tidal energy.' },
      { start: 4.5, end: 9, text: 'Today: why the Severn barrage was never built & what replaced it.' },
      { start: 70.25, end: 75, text: 'The lagoon at Swansea would have held\n320 megawatts of turbines.' },
      { start: 3723.4, end: 3728, text: '潮汐 <tide> — — karaoke' },
    ]);
  });

  it("keeps YouTube's rolling lines as they are (merging is mergeRollingCues' job)", () => {
    const cues = parseWebVtt(fixture('youtube-auto.vtt'));
    expect(cues).toHaveLength(5);
    expect(cues[0]).toEqual({ start: 0.16, end: 2.31, text: "so today we're going to talk" });
    expect(cues[2]!.text).toBe("so today we're going to talk\nabout sourdough starters and how");
  });

  it('is lenient with a missing header, CRLF and hours left out; skips a block whose timing is broken', () => {
    const source = '\uFEFF01:02.000 --> 01:03.500\r\nno header\r\n\r\nxx:yy --> 00:01.000\r\nbroken\r\n\r\n3\r\n00:00:05,5 --> 00:00:06.000\r\ncomma';
    expect(parseWebVtt(source)).toEqual([
      { start: 62, end: 63.5, text: 'no header' },
      { start: 5.5, end: 6, text: 'comma' },
    ]);
  });

  it('returns nothing for an empty or non-caption body', () => {
    expect(parseWebVtt('')).toEqual([]);
    expect(parseWebVtt('<!doctype html><p>Not found</p>')).toEqual([]);
  });
});
