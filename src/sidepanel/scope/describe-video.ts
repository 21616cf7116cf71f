import { TRANSCRIPT_LIMITS } from '../../messaging/transcript-limits';
import type { VideoSummary } from '../../messaging/video-summary';
import { formatMoment } from '../../pipeline/transcript/format-moment';

// The panel's words about a video's transcript, in one place (issue 23 translates UI strings).
const CHOICE: Record<NonNullable<VideoSummary['track']>['choice'], string> = {
  language: 'in your language',
  original: 'the original',
  'auto-generated': 'auto-generated, the only one',
  first: '',
};
const ROUTE: Record<NonNullable<VideoSummary['route']>, string> = {
  'track-file': "the video's caption file",
  'caption-tracks': "the player's caption tracks",
  'transcript-panel': "YouTube's transcript panel",
};

/**
 * What reading a video's words found, after the passage count: the transcript read (its track, why that
 * one, how much of the video), or why there is none — no captions, a live stream, a restricted or
 * unplayable video, captions that failed (with the routes tried).
 */
export function describeVideo(video: VideoSummary): string {
  const onYouTube = video.videoId !== undefined;
  switch (video.transcript) {
    case 'read': {
      const track = video.track;
      const name = track ? track.label || track.language : '';
      const why = track ? CHOICE[track.choice] : '';
      const label = [name, why].filter(Boolean).join(', ');
      const covered =
        video.truncated && video.length
          ? `the first ${formatMoment(video.seconds ?? 0)} of ${formatMoment(video.length)} (Ask Tabs reads up to ${TRANSCRIPT_LIMITS.maxChars / 1_000_000} million characters of a transcript)`
          : video.truncated
            ? `the first ${formatMoment(video.seconds ?? 0)} (Ask Tabs reads up to ${TRANSCRIPT_LIMITS.maxChars / 1_000_000} million characters of a transcript)`
            : formatMoment(video.length ?? video.seconds ?? 0);
      return `transcript${label ? ` (${label})` : ''} · ${covered}`;
    }
    case 'no-captions':
      return onYouTube
        ? 'this video has no captions or transcript: only its title and description were read'
        : "the video on this page has no captions: only the page's text was read";
    case 'live':
      return 'a live stream: there is no transcript to read until it ends';
    case 'restricted':
      return `this video is age- or login-restricted${video.reason ? ` (“${video.reason}”)` : ''}: sign in on YouTube in this tab, then ask again`;
    case 'unplayable':
      return `YouTube can't play this video here${video.reason ? ` (“${video.reason}”)` : ''}`;
    case 'failed':
      return `captions failed to load from ${video.route ? ROUTE[video.route] : 'the page'}${video.tried?.length ? ` (tried: ${video.tried.join('; ')})` : ''}`;
  }
}
