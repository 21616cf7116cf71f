import type { VideoSummary } from '../../messaging/video-summary';
import type { Block } from '../../pipeline/extract/article';
import type { Cue } from '../../pipeline/transcript/cue';
import { parseTimedtextJson3, parseTimedtextXml } from '../../pipeline/transcript/parse-timedtext';
import { pickCaptionTrack } from '../../pipeline/transcript/pick-caption-track';
import { originalLanguage, readYouTubeError, readYouTubePlayerResponse, type YouTubeVideo } from '../../pipeline/transcript/youtube-player-response';
import { fetchText } from './fetch-text';
import { readTranscriptPanel } from './read-transcript-panel';
import { timedTranscript, type TimedTranscript } from './timed-transcript';
import { inlinePlayerResponse, playerTimedtextParams, timedtextUrl } from './youtube-player-data';

/** A YouTube watch page as read: its title and description as blocks, then the transcript's chunks. */
export interface YouTubeReading extends TimedTranscript {
  videoId: string;
  title: string;
  blocks: Block[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads the video a watch page shows now (`videoId`, from its URL), by the most robust route first:
 * 1. its player response (`fromPlayer`, read in the page's main world by the background; else the inline
 *    `ytInitialPlayerResponse`, only when it is this video's): state, title, description, caption tracks;
 *    the chosen track fetched as timedtext json3, then as srv3 XML, with the player's own parameters;
 * 2. the transcript panel's segments (open, or opened from the description).
 * Live, restricted and unplayable videos say so; a video without tracks or panel has no captions.
 */
export async function readYouTube(
  doc: Document,
  win: Window,
  videoId: string,
  fromPlayer: unknown,
  languages: readonly string[],
): Promise<YouTubeReading> {
  const tried: string[] = [];
  const response = [fromPlayer, inlinePlayerResponse(doc)].find((r) => readYouTubePlayerResponse(r)?.videoId === videoId);
  const video = response ? readYouTubePlayerResponse(response) : null;
  // An unavailable, private or removed video has an error status and no details: that is its answer (review R4).
  const error = video ? null : [fromPlayer, inlinePlayerResponse(doc)].map(readYouTubeError).find((e) => e !== null);
  if (!video && !error) tried.push('player response: none for this video in the page');
  const title = video?.title || doc.title.replace(/ - YouTube$/, '');
  const blocks: Block[] = [
    ...(title ? [{ kind: 'heading' as const, level: 1, text: title }] : []),
    ...(video?.description ? video.description.split(/\n{2,}/).map((text) => ({ kind: 'paragraph' as const, text: text.trim() })).filter((b) => b.text) : []),
  ];
  const base = { videoId, title, blocks };
  const summary = (transcript: VideoSummary['transcript'], extra: Partial<VideoSummary> = {}): YouTubeReading => ({
    ...base,
    chunks: [],
    video: { videoId, transcript, ...(video?.length ? { length: video.length } : {}), ...(tried.length ? { tried } : {}), ...extra },
  });
  if (video && video.state !== 'ok') return summary(video.state, video.reason ? { reason: video.reason } : {});
  if (error) return summary('unplayable', error);

  if (video && video.tracks.length > 0) {
    const read = await readCaptionTracks(win, video, response, languages, tried);
    if (read) return { ...base, ...timedTranscript(read.cues, { ...read, route: 'caption-tracks', videoId, tried, ...(video.length ? { length: video.length } : {}) }) };
  }
  try {
    const cues = await readTranscriptPanel(doc);
    if (cues.length > 0) {
      const track = { language: '', label: '', auto: false, url: doc.location.href };
      return { ...base, ...timedTranscript(cues, { track, choice: 'first', route: 'transcript-panel', videoId, tried, ...(video?.length ? { length: video.length } : {}) }) };
    }
    tried.push('transcript panel: not offered');
  } catch (error) {
    tried.push(`transcript panel: ${message(error)}`);
  }
  return summary(video && video.tracks.length === 0 ? 'no-captions' : 'failed', video && video.tracks.length > 0 ? { route: 'caption-tracks' } : {});
}

async function readCaptionTracks(
  win: Window,
  video: YouTubeVideo,
  response: unknown,
  languages: readonly string[],
  tried: string[],
): Promise<{ cues: Cue[]; track: YouTubeVideo['tracks'][number]; choice: NonNullable<ReturnType<typeof pickCaptionTrack>>['choice'] } | null> {
  const picked = pickCaptionTrack(video.tracks, languages, originalLanguage(response, video.tracks));
  if (!picked) return null;
  const extra = playerTimedtextParams(win, video.videoId);
  for (const [fmt, parse] of [['json3', parseTimedtextJson3], ['srv3', parseTimedtextXml]] as const) {
    try {
      const cues = parse(await fetchText(timedtextUrl(picked.track.url, fmt, extra)));
      if (cues.length > 0) return { cues, ...picked };
      tried.push(`caption track (${fmt}): no cues`);
    } catch (error) {
      tried.push(`caption track (${fmt}): ${message(error)}`);
    }
  }
  return null;
}
