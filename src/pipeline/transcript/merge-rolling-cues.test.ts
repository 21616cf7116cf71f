import { describe, expect, it } from 'vitest';
import { transcriptFixture as fixture } from '../../../tests/support/transcript-fixture';
import { mergeRollingCues } from './merge-rolling-cues';
import { parseWebVtt } from './parse-webvtt';

describe('mergeRollingCues', () => {
  it("says each word of YouTube's rolling auto-captions once, each from the cue that first said it", () => {
    const merged = mergeRollingCues(parseWebVtt(fixture('youtube-auto.vtt')));
    expect(merged).toEqual([
      { start: 0.16, end: 2.32, text: "so today we're going to talk" },
      { start: 2.32, end: 5.04, text: 'about sourdough starters and how' },
      { start: 5.04, end: 7.99, text: 'to feed them every twelve hours' },
    ]);
  });

  it('drops the words two overlapping cues both carry at their seam', () => {
    const merged = mergeRollingCues([
      { start: 0, end: 3, text: 'the tide comes in twice a day' },
      { start: 2.5, end: 5, text: 'twice a day and goes out again' },
    ]);
    expect(merged.map((c) => c.text)).toEqual(['the tide comes in twice a day', 'and goes out again']);
  });

  it('keeps real repetitions: within a cue, and one word said again in the next cue', () => {
    const merged = mergeRollingCues([
      { start: 0, end: 2, text: 'No, no, no.' },
      { start: 2, end: 4, text: 'No. That is wrong.' },
    ]);
    expect(merged.map((c) => c.text)).toEqual(['No, no, no.', 'No. That is wrong.']);
  });

  it('sorts cues by time and merges a repeated cue into the one before', () => {
    const merged = mergeRollingCues([
      { start: 5, end: 6, text: 'second' },
      { start: 0, end: 5, text: 'first line here' },
      { start: 6, end: 8, text: 'second' },
    ]);
    expect(merged).toEqual([
      { start: 0, end: 5, text: 'first line here' },
      { start: 5, end: 8, text: 'second' },
    ]);
  });
});
