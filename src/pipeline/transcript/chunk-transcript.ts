import type { Chunk } from '../chunk/chunk';
import { DEFAULT_CHUNK_OPTIONS, type ChunkOptions, MIN_TOKENS } from '../chunk/chunk-article';
import { makeLocator } from '../chunk/make-locator';
import { splitToFit } from '../chunk/split-to-fit';
import { estimateTokens } from '../tokens/estimate-tokens';
import type { Cue } from './cue';

export interface TranscriptChunkOptions extends Partial<ChunkOptions> {
  /** The heading path every chunk carries ("Transcript (English, auto-generated)"). */
  headings: string[];
  /** Index of the first chunk: transcript chunks follow the page's own in one list. */
  firstIndex?: number;
  lang?: string;
}

/**
 * A pause this long between two cues (seconds) closes the chunk: what follows is likely a new point, and a
 * passage's moment, where its click plays the video from, should be where its words begin.
 */
const PAUSE_SECONDS = 3;
/** A cue closes a chunk early when it ends a sentence and the chunk has at least this share of the target. */
const SENTENCE_CLOSE_SHARE = 0.6;
const SENTENCE_END = /[.!?…。！？]["'”’)\]]*$/u;

/**
 * Cues (merged: mergeRollingCues) → passage-sized chunks, each with the moment it starts and ends
 * (`time`, seconds; `locator.time` for the click) and each cue's start (`cues`: where a sentence in it is said). Cues are packed whole up to the same target as page
 * text, closing at a sentence end when one comes late enough (auto-generated captions have none: they
 * close at the target), and at a pause; a cue alone over the cap is cut at spaces and each part keeps the cue's time.
 * The locator quotes the chunk in the joined transcript, like a page passage.
 */
export function chunkTranscript(cues: readonly Cue[], options: TranscriptChunkOptions): Chunk[] {
  const maxTokens = Math.max(MIN_TOKENS, Math.floor(options.maxTokens ?? DEFAULT_CHUNK_OPTIONS.maxTokens));
  const target = Math.min(maxTokens, Math.max(1, Math.floor(options.targetTokens ?? DEFAULT_CHUNK_OPTIONS.targetTokens)));
  const pieces: Cue[] = cues.flatMap((cue) =>
    estimateTokens(cue.text) > maxTokens ? splitToFit(cue.text, target, options.lang).map((text) => ({ ...cue, text: text.trim() })) : [cue],
  );
  const spans: Array<{ start: number; end: number }> = [];
  let full = '';
  for (const piece of pieces) {
    const text = piece.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (full) full += ' ';
    spans.push({ start: full.length, end: full.length + text.length });
    full += text;
  }
  const timed = pieces.filter((p) => p.text.replace(/\s+/g, ' ').trim());

  const chunks: Chunk[] = [];
  const first = options.firstIndex ?? 0;
  let from = 0;
  let tokens = 0;
  const emit = (to: number) => {
    if (to <= from) return;
    const start = spans[from]!.start;
    const end = spans[to - 1]!.end;
    const time: [number, number] = [timed[from]!.start, Math.max(timed[from]!.start, ...timed.slice(from, to).map((c) => c.end))];
    chunks.push({
      index: first + chunks.length,
      text: full.slice(start, end),
      headings: [...options.headings],
      locator: { ...makeLocator(full, start, end), time: time[0] },
      time,
      cues: spans.slice(from, to).map((span, k): [number, number] => [span.start - start, timed[from + k]!.start]),
    });
    from = to;
    tokens = 0;
  };
  for (let i = 0; i < timed.length; i++) {
    const cost = estimateTokens(timed[i]!.text);
    if (i > from && (tokens + cost > target || timed[i]!.start - timed[i - 1]!.end >= PAUSE_SECONDS)) emit(i);
    tokens += cost;
    if (tokens >= target * SENTENCE_CLOSE_SHARE && SENTENCE_END.test(timed[i]!.text)) emit(i + 1);
  }
  emit(timed.length);
  return chunks;
}
