import type { VideoSummary } from '../../messaging/video-summary';
import { parseCaptions } from '../../pipeline/transcript/parse-captions';
import { pickCaptionTrack } from '../../pipeline/transcript/pick-caption-track';
import { hiddenElementChecker } from '../is-hidden-element';
import { fetchText } from './fetch-text';
import { captionedMedia } from './media-captions';
import { timedTranscript, type TimedTranscript } from './timed-transcript';

/**
 * What the page's `<video>`/`<audio>` say, from their caption tracks (route `track-file`): the track in
 * a language the user reads, else the first, fetched and parsed (WebVTT or SRT). Null when the page has
 * no visible media; a summary without chunks when its media have no captions or the track failed to load.
 */
export async function readMediaTranscript(doc: Document, win: Window, languages: readonly string[]): Promise<TimedTranscript | null> {
  const all = captionedMedia(doc, hiddenElementChecker(win));
  if (all.length === 0) return null;
  const captioned = all.find((m) => m.tracks.length > 0);
  const length = (all[0]!.media.duration || undefined) as number | undefined;
  if (!captioned) return { chunks: [], video: { transcript: 'no-captions', ...(length && Number.isFinite(length) ? { length } : {}) } };
  const picked = pickCaptionTrack(captioned.tracks, languages)!;
  const order = [picked.track, ...captioned.tracks.filter((t) => t !== picked.track)];
  const tried: string[] = [];
  for (const track of order) {
    try {
      const cues = parseCaptions(await fetchText(track.url));
      if (cues.length === 0) throw new Error('no cues in the file');
      return timedTranscript(cues, {
        track,
        choice: track === picked.track ? picked.choice : 'first',
        route: 'track-file',
        length: captioned.media.duration,
        tried,
      });
    } catch (error) {
      tried.push(`track-file ${track.label || track.language || track.url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const failed: VideoSummary = { transcript: 'failed', route: 'track-file', tried };
  return { chunks: [], video: failed };
}
