import { describe, expect, it } from 'vitest';
import { keepWithin } from './keep-within';
import { parseCaptions } from './parse-captions';

describe('keepWithin', () => {
  it('keeps whole cues from the start up to the bound and says how far they reach', () => {
    const cues = Array.from({ length: 10 }, (_, i) => ({ start: i * 10, end: i * 10 + 9, text: 'x'.repeat(99) }));
    expect(keepWithin(cues, 350)).toEqual({ cues: cues.slice(0, 3), truncated: true, seconds: 29 });
    expect(keepWithin(cues, 10_000)).toEqual({ cues, truncated: false, seconds: 99 });
  });
});

describe('parseCaptions', () => {
  it('reads WebVTT or SRT by what the body is', () => {
    expect(parseCaptions('WEBVTT\n\n00:01.000 --> 00:02.000\nvtt')).toEqual([{ start: 1, end: 2, text: 'vtt' }]);
    expect(parseCaptions('1\n00:00:01,000 --> 00:00:02,000\nsrt')).toEqual([{ start: 1, end: 2, text: 'srt' }]);
    expect(parseCaptions('<html>not captions</html>')).toEqual([]);
  });
});
