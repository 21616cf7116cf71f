import { describe, expect, it } from 'vitest';
import { transcriptFixture as fixture } from '../../../tests/support/transcript-fixture';
import { mergeRollingCues } from './merge-rolling-cues';
import { parseTimedtextJson3, parseTimedtextXml } from './parse-timedtext';

describe('parseTimedtextJson3', () => {
  it('reads word segments into one cue per event, dropping window and "\\n" append events', () => {
    const cues = parseTimedtextJson3(fixture('youtube-auto.json3'));
    expect(cues).toEqual([
      { start: 0.16, end: 5.03, text: "so today we're going to talk" },
      { start: 2.32, end: 7.99, text: 'about sourdough starters and how' },
      { start: 5.04, end: 9.04, text: 'to feed them every twelve hours' },
    ]);
    expect(mergeRollingCues(cues).map((c) => c.text).join(' ')).toBe(
      "so today we're going to talk about sourdough starters and how to feed them every twelve hours",
    );
  });

  it('throws on the empty body YouTube sends without the player token', () => {
    expect(() => parseTimedtextJson3('')).toThrow();
  });
});

describe('parseTimedtextXml', () => {
  it('reads srv1: seconds, text escaped twice, empty cues dropped', () => {
    expect(parseTimedtextXml(fixture('youtube-srv1.xml'))).toEqual([
      { start: 0.5, end: 3.7, text: "Rock & roll isn't dead" },
      { start: 3.7, end: 6.640000000000001, text: '"Quotes" and\nline two' },
      { start: 134, end: 138.1, text: 'at two fourteen' },
    ]);
  });

  it('reads srv3: milliseconds, <s> word spans, <br/>, append paragraphs without words dropped', () => {
    expect(parseTimedtextXml(fixture('youtube-srv3.xml'))).toEqual([
      { start: 0.16, end: 5.03, text: "so today we're" },
      { start: 2.32, end: 7.99, text: 'about sourdough & rye' },
      { start: 9, end: 11, text: 'Manual line\ntwo' },
    ]);
  });

  it('reads srv2 (t/d in milliseconds on <text>)', () => {
    expect(parseTimedtextXml('<timedtext><text t="2500" d="1000">two and a half</text></timedtext>')).toEqual([
      { start: 2.5, end: 3.5, text: 'two and a half' },
    ]);
  });
});
