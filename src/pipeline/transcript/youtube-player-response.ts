import type { CaptionTrack } from './caption-track';

/** What a YouTube watch page's player response says about its video (the parts Ask Tabs reads). */
export interface YouTubeVideo {
  videoId: string;
  title: string;
  description: string;
  /** Seconds; absent for a live stream. */
  length?: number;
  /** 'live': a stream now (its captions are live, there is no transcript yet); 'restricted': needs a login or an age check; 'unplayable': removed, private, blocked here. */
  state: 'ok' | 'live' | 'restricted' | 'unplayable';
  /** YouTube's own words for a restricted or unplayable video. */
  reason?: string;
  tracks: CaptionTrack[];
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** YouTube writes labels as { simpleText } or { runs: [{ text }] }. */
const label = (value: unknown): string => {
  const v = record(value);
  if (typeof v.simpleText === 'string') return v.simpleText;
  return Array.isArray(v.runs) ? v.runs.map((r) => text(record(r).text)).join('') : '';
};

const RESTRICTED = new Set(['LOGIN_REQUIRED', 'AGE_CHECK_REQUIRED', 'AGE_VERIFICATION_REQUIRED', 'CONTENT_CHECK_REQUIRED']);

/**
 * The player response (`ytInitialPlayerResponse`, or `#movie_player.getPlayerResponse()` after an
 * in-page navigation) → the video, its state and its caption tracks with absolute URLs. The input is
 * untrusted page data of any shape: what is missing or mistyped reads as absent. Null without a video id.
 */
export function readYouTubePlayerResponse(response: unknown, origin = 'https://www.youtube.com'): YouTubeVideo | null {
  const root = record(response);
  const details = record(root.videoDetails);
  const videoId = text(details.videoId);
  if (!videoId) return null;
  const playability = record(root.playabilityStatus);
  const status = text(playability.status);
  const live = details.isLive === true || record(record(record(root.microformat).playerMicroformatRenderer).liveBroadcastDetails).isLiveNow === true;
  const state: YouTubeVideo['state'] = live
    ? 'live'
    : RESTRICTED.has(status)
      ? 'restricted'
      : status && status !== 'OK'
        ? 'unplayable'
        : 'ok';
  const renderer = record(record(root.captions).playerCaptionsTracklistRenderer);
  const tracks: CaptionTrack[] = [];
  for (const item of Array.isArray(renderer.captionTracks) ? renderer.captionTracks : []) {
    const track = record(item);
    let url: URL;
    try {
      url = new URL(text(track.baseUrl), origin);
    } catch {
      continue;
    }
    if (!text(track.baseUrl) || url.protocol !== 'https:') continue;
    tracks.push({
      language: text(track.languageCode),
      label: label(track.name),
      auto: text(track.kind) === 'asr' || text(track.vssId).startsWith('a.'),
      url: url.href,
    });
  }
  const length = Number(text(details.lengthSeconds));
  const reason = playabilityReason(playability);
  return {
    videoId,
    title: text(details.title),
    description: text(details.shortDescription),
    ...(length > 0 ? { length } : {}),
    state,
    ...(state !== 'ok' && reason ? { reason } : {}),
    tracks,
  };
}

/** YouTube's own words on its error screen ("This video is unavailable"), else the status's reason. */
function playabilityReason(playability: Json): string {
  const screen = record(record(playability.errorScreen).playerErrorMessageRenderer);
  return (label(screen.reason) || text(playability.reason)).trim();
}

/**
 * A watch page for a video that is unavailable, private or removed: YouTube answers with an error
 * playability status and no video details at all, so there is no id to match. That response is the
 * video's own answer (its words, when it gives them). Null for any other response.
 */
export function readYouTubeError(response: unknown): { reason?: string } | null {
  const root = record(response);
  if (text(record(root.videoDetails).videoId)) return null;
  const playability = record(root.playabilityStatus);
  const status = text(playability.status);
  if (!status || status === 'OK') return null;
  const reason = playabilityReason(playability);
  return reason ? { reason } : {};
}

/** The spoken language: the track the player's default audio track opens with, when it says. */
export function originalLanguage(response: unknown, tracks: readonly CaptionTrack[]): string | undefined {
  const renderer = record(record(record(response).captions).playerCaptionsTracklistRenderer);
  const audio = Array.isArray(renderer.audioTracks) ? renderer.audioTracks : [];
  const index = Number(renderer.defaultAudioTrackIndex ?? 0);
  const chosen = record(audio[Number.isInteger(index) ? index : 0]).defaultCaptionTrackIndex;
  return typeof chosen === 'number' ? tracks[chosen]?.language : undefined;
}
