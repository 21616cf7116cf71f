import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../tokens/estimate-tokens';
import { chunkTranscript } from './chunk-transcript';
import type { Cue } from './cue';
import { formatMoment } from './format-moment';

const sentence = (i: number) => `Sentence number ${i} says something about the harbour and its boats.`;

describe('chunkTranscript', () => {
  it('packs cues into chunks that carry their start and end seconds, closing at sentence ends', () => {
    const cues: Cue[] = Array.from({ length: 30 }, (_, i) => ({ start: i * 4, end: i * 4 + 4, text: sentence(i) }));
    const chunks = chunkTranscript(cues, { headings: ['Transcript'], firstIndex: 3 });
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i + 3));
    expect(chunks.map((c) => c.text).join(' ')).toBe(cues.map((c) => c.text).join(' '));
    for (const chunk of chunks) {
      expect(chunk.headings).toEqual(['Transcript']);
      expect(chunk.text).toMatch(/\.$/);
      expect(chunk.locator.exact).toBe(chunk.text);
      expect(chunk.locator.time).toBe(chunk.time![0]);
      const first = cues.find((c) => chunk.text.startsWith(c.text))!;
      expect(chunk.time![0]).toBe(first.start);
      expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(240);
    }
    expect(chunks[1]!.time![0]).toBe(chunks[0]!.time![1]);
  });

  it('closes at the target when there is no punctuation (auto-generated captions) and cuts an oversized cue', () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkTranscript(
      [
        { start: 0, end: 2, text: 'short opening' },
        { start: 2, end: 60, text: words },
      ],
      { headings: [] },
    );
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(240);
    expect(chunks.slice(1).every((c) => c.time![0] === 2 || c.time![0] === 0)).toBe(true);
  });

  it('starts a new chunk after a pause, so a passage begins where its words do', () => {
    const chunks = chunkTranscript(
      [
        { start: 2, end: 8, text: 'Good morning.' },
        { start: 8, end: 12, text: 'Today we look at tides' },
        { start: 70, end: 78, text: 'The lagoon would have held sixteen turbines.' },
      ],
      { headings: [] },
    );
    expect(chunks.map((c) => c.time)).toEqual([
      [2, 12],
      [70, 78],
    ]);
  });

  it('makes no chunk of nothing', () => {
    expect(chunkTranscript([{ start: 0, end: 1, text: '  ' }], { headings: [] })).toEqual([]);
  });
});

describe('formatMoment', () => {
  it('writes seconds as players do', () => {
    expect(formatMoment(7)).toBe('0:07');
    expect(formatMoment(134.9)).toBe('2:14');
    expect(formatMoment(3723)).toBe('1:02:03');
    expect(formatMoment(Number.NaN)).toBe('0:00');
  });
});
