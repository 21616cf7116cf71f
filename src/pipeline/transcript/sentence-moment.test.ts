import { describe, expect, it } from 'vitest';
import { chunkTranscript } from './chunk-transcript';
import { sentenceMoment } from './sentence-moment';

const cues = [
  { start: 134, end: 140, text: 'Feed the starter every twelve hours with equal weights of rye flour and water.' },
  { start: 141, end: 147, text: 'Keep the jar at about twenty five degrees.' },
];

describe('sentenceMoment', () => {
  const [chunk] = chunkTranscript(cues, { headings: ['Transcript'] });

  it('keeps each cue\'s start in the passage, and finds the moment of the sentence that matched (review R11)', () => {
    expect(chunk!.time).toEqual([134, 147]);
    expect(chunk!.cues).toEqual([[0, 134], [79, 141]]);
    expect(sentenceMoment(chunk!, 'At what temperature should the jar be kept?')).toBe(141);
    expect(sentenceMoment(chunk!, 'How often should I feed the starter?')).toBe(134);
  });

  it('falls back to the passage\'s start, and says nothing of a page passage', () => {
    expect(sentenceMoment(chunk!, 'Who won the cup?')).toBe(134);
    expect(sentenceMoment(chunk!, undefined)).toBe(134);
    expect(sentenceMoment({ text: 'A page.' }, 'page')).toBeUndefined();
  });
});
