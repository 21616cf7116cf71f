/** The ways a transcript is read, most robust first (src/content/transcript/README.md). */
export type TranscriptRoute =
  /** A `<track>` element's file (WebVTT or SRT), fetched from the page. */
  | 'track-file'
  /** The captionTracks of YouTube's player response (from the player, else the page's inline script), fetched as timedtext. */
  | 'caption-tracks'
  /** YouTube's "Show transcript" panel, read from the page's DOM. */
  | 'transcript-panel';

/** What reading a video's words found (shown in the tab's status, beside the passages). */
export interface VideoSummary {
  /** YouTube's video id; absent for a `<video>`/`<audio>` on any page. */
  videoId?: string;
  /**
   * 'read': a transcript was read (maybe in part: `truncated`); 'no-captions': the video offers none;
   * 'live': a live stream (no transcript until it ends); 'restricted': age- or login-restricted;
   * 'unplayable': removed, private or blocked; 'failed': captions exist but no route could load them.
   */
  transcript: 'read' | 'no-captions' | 'live' | 'restricted' | 'unplayable' | 'failed';
  /** The track read: its language, the name the player shows, whether speech recognition made it, why it was taken. */
  track?: { language: string; label: string; auto: boolean; choice: 'language' | 'original' | 'auto-generated' | 'first' };
  /** The route that gave the transcript. */
  route?: TranscriptRoute;
  /** Each route tried that gave nothing, with what happened ("caption-tracks: empty body"). */
  tried?: string[];
  /** Seconds of the video the transcript read covers, and the video's length when known. */
  seconds?: number;
  length?: number;
  /** The transcript was longer than TRANSCRIPT_LIMITS.maxChars: only its beginning was read. */
  truncated?: boolean;
  /** YouTube's own words for a restricted or unplayable video. */
  reason?: string;
}
