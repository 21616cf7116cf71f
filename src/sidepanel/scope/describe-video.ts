import { ui } from '../../i18n/ui-translator';
import { TRANSCRIPT_LIMITS } from '../../messaging/transcript-limits';
import type { VideoSummary } from '../../messaging/video-summary';
import { formatMoment } from '../../pipeline/transcript/format-moment';
import type { PlainKey } from '../../i18n/message-key';
import { charLimit } from './char-limit';

const CHOICE: Record<NonNullable<VideoSummary['track']>['choice'], PlainKey | undefined> = {
  language: 'trackInYourLanguage',
  original: 'trackOriginal',
  'auto-generated': 'trackAutoOnly',
  first: undefined,
};
const ROUTE: Record<NonNullable<VideoSummary['route']>, PlainKey> = {
  'track-file': 'routeTrackFile',
  'caption-tracks': 'routeCaptionTracks',
  'transcript-panel': 'routeTranscriptPanel',
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
      const choice = track ? CHOICE[track.choice] : undefined;
      const label = [name, choice ? ui.t(choice) : ''].filter(Boolean).join(', ');
      const limit = charLimit(TRANSCRIPT_LIMITS.maxChars);
      const covered =
        video.truncated && video.length
          ? ui.t('videoFirstOf', formatMoment(video.seconds ?? 0), formatMoment(video.length), limit)
          : video.truncated
            ? ui.t('videoFirst', formatMoment(video.seconds ?? 0), limit)
            : formatMoment(video.length ?? video.seconds ?? 0);
      return `${label ? ui.t('videoTranscriptOf', label) : ui.t('videoTranscript')} · ${covered}`;
    }
    case 'no-captions':
      return ui.t(onYouTube ? 'videoNoCaptionsYouTube' : 'videoNoCaptionsPage');
    case 'live':
      return ui.t('videoLive');
    case 'restricted':
      return video.reason ? ui.t('videoRestrictedWhy', video.reason) : ui.t('videoRestricted');
    case 'unplayable':
      return video.reason ? ui.t('videoUnplayableWhy', video.reason) : ui.t('videoUnplayable');
    case 'failed':
      {
      const from = ui.t(video.route ? ROUTE[video.route] : 'routePage');
      return video.tried?.length ? ui.t('videoFailedTried', from, video.tried.join('; ')) : ui.t('videoFailed', from);
    }
  }
}

/**
 * The same, as the line that opens an answer (review R4): plain words for captions that failed to
 * load (the routes tried stay in the tab list), YouTube's own words for a restricted or unavailable video.
 */
export function explainVideo(video: VideoSummary): string {
  const line =
    video.transcript === 'failed' ? ui.t(video.videoId !== undefined ? 'videoCaptionsFailedYouTube' : 'videoCaptionsFailedPage') : describeVideo(video);
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}
