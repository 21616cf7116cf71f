import { describe, expect, it } from 'vitest';
import { transcriptFixture as fixture } from '../../../tests/support/transcript-fixture';
import { parseSrt } from './parse-srt';

describe('parseSrt', () => {
  it('reads counters, comma milliseconds and coordinates; strips <i>, <font> and ASS overrides', () => {
    expect(parseSrt(fixture('interview.srt'))).toEqual([
      { start: 0.5, end: 3.2, text: '[music]' },
      { start: 3.2, end: 7.9, text: 'So how long did the\nrestoration take?' },
      { start: 134, end: 139.5, text: 'Eleven years, and\nnineteen thousand hours of work.' },
    ]);
  });

  it('reads CRLF files', () => {
    expect(parseSrt(fixture('crlf.srt')).map((c) => c.text)).toEqual(['Windows line ends', 'still read']);
  });
});
