import type { Chunk } from '../chunk/chunk';
import { matchedSentence } from '../cite/matched-sentence';

/**
 * The second a transcript passage says what it was found for (the question, or a claim citing it): the
 * start of the cue its best-matching sentence begins in, so a card, a chip and the seek land on the
 * sentence, not on the passage's first words (review R11). The passage's start when no sentence stands
 * out; undefined for a passage that is not a transcript.
 */
export function sentenceMoment(chunk: Pick<Chunk, 'text' | 'time' | 'cues'>, query: string | undefined): number | undefined {
  if (!chunk.time) return undefined;
  const span = query && chunk.cues && chunk.cues.length > 1 ? matchedSentence(chunk.text, query) : undefined;
  if (!span) return chunk.time[0];
  let moment = chunk.time[0];
  for (const [offset, seconds] of chunk.cues ?? []) if (offset <= span.start) moment = seconds;
  return moment;
}
