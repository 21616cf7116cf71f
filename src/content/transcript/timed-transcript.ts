import type { VideoSummary } from '../../messaging/video-summary';
import { TRANSCRIPT_LIMITS } from '../../messaging/transcript-limits';
import type { Chunk } from '../../pipeline/chunk/chunk';
import type { CaptionTrack, TrackChoice } from '../../pipeline/transcript/caption-track';
import { chunkTranscript } from '../../pipeline/transcript/chunk-transcript';
import type { Cue } from '../../pipeline/transcript/cue';
import { keepWithin } from '../../pipeline/transcript/keep-within';
import { mergeRollingCues } from '../../pipeline/transcript/merge-rolling-cues';
import { transcriptHeading } from './transcript-words';

/** A read transcript: its chunks (numbered from 0: the page renumbers them after its own) and what the status says of it. */
export interface TimedTranscript {
  chunks: Chunk[];
  video: VideoSummary;
}

/**
 * Cues as read → chunks and the summary: rolling repeats merged, the beginning kept within
 * TRANSCRIPT_LIMITS, chunked with their moments under the track's heading.
 */
export function timedTranscript(
  cues: readonly Cue[],
  read: { track: CaptionTrack; choice: TrackChoice; route: VideoSummary['route']; length?: number; videoId?: string; tried?: string[] },
): TimedTranscript {
  const merged = mergeRollingCues(cues);
  const { cues: kept, truncated, seconds } = keepWithin(merged, TRANSCRIPT_LIMITS.maxChars);
  const chunks = chunkTranscript(kept, { headings: [transcriptHeading(read.track.label || read.track.language)], lang: read.track.language || undefined });
  return {
    chunks,
    video: {
      ...(read.videoId ? { videoId: read.videoId } : {}),
      transcript: 'read',
      track: { language: read.track.language, label: read.track.label, auto: read.track.auto, choice: read.choice },
      ...(read.route ? { route: read.route } : {}),
      ...(read.tried?.length ? { tried: read.tried } : {}),
      seconds,
      ...(read.length && Number.isFinite(read.length) ? { length: read.length } : {}),
      ...(truncated ? { truncated } : {}),
    },
  };
}
