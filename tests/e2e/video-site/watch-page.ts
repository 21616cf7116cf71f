import { type LocalVideo, playerResponse } from './youtube-videos';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A watch page shaped like YouTube's where Ask Tabs reads it: the inline `var ytInitialPlayerResponse`,
 * `#movie_player` holding the `<video>` with the player's methods (getPlayerResponse, seekTo, playVideo),
 * the description with "Show transcript", comments, and in-page navigation: "Up next" pushes the new URL,
 * then fetches the player response from /youtubei/v1/player and fires yt-navigate-finish, as YouTube does.
 * The player fetches its captions with its own token (`pot`), as it does when captions are on.
 */
export function watchPage(video: LocalVideo, next?: LocalVideo): string {
  const response = JSON.stringify(playerResponse(video)).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${video.title ? `${escapeHtml(video.title)} - YouTube` : 'YouTube'}</title></head>
<body>
<ytd-app>
<div id="masthead">YouTube · Home · Shorts · Subscriptions</div>
<div id="primary">
  <div id="movie_player" class="html5-video-player"><video class="video-stream html5-main-video" src="/clip.webm" preload="auto" muted></video></div>
  <h1 class="ytd-watch-metadata" id="video-title">${escapeHtml(video.title)}</h1>
  <div id="description"><span id="description-text">${escapeHtml(video.description)}</span>${
    video.panel
      ? '<ytd-video-description-transcript-section-renderer><button aria-label="Show transcript">Show transcript</button></ytd-video-description-transcript-section-renderer>'
      : ''
  }</div>
  <div id="panels"></div>
  <div id="comments"><p>Comment: first! The music at the end is great, who is the artist?</p></div>
</div>
<div id="secondary">${next ? `<a id="up-next" href="/watch?v=${next.id}">Up next: ${escapeHtml(next.title)}</a>` : ''}</div>
</ytd-app>
<script>var ytInitialPlayerResponse = ${response};</script>
<script>
(() => {
  const player = document.getElementById('movie_player');
  const video = player.querySelector('video');
  let current = ytInitialPlayerResponse;
  player.getPlayerResponse = () => current;
  player.getVideoData = () => ({ video_id: current.videoDetails.videoId, title: current.videoDetails.title });
  player.seekTo = (seconds) => { video.currentTime = seconds; };
  player.playVideo = () => { video.play().catch(() => {}); };
  player.getCurrentTime = () => video.currentTime;
  const captionsOn = (response) => {
    const track = response.captions && response.captions.playerCaptionsTracklistRenderer.captionTracks[0];
    if (track) fetch(track.baseUrl + '&fmt=json3&xorigin=1&pot=MlocalPotToken&potc=1&c=WEB&cver=2.20261201.01.00').catch(() => {});
  };
  captionsOn(current);
  // "Show transcript": the engagement panel with 2026's segment markup, filled a moment after the click.
  const show = document.querySelector('ytd-video-description-transcript-section-renderer button');
  if (show) show.addEventListener('click', () => setTimeout(() => {
    const panel = document.createElement('ytd-engagement-panel-section-list-renderer');
    panel.setAttribute('target-id', 'engagement-panel-searchable-transcript');
    for (const [start, , words] of ${JSON.stringify(video.tracks[0]?.cues ?? [])}) {
      const row = document.createElement('transcript-segment-view-model');
      const stamp = document.createElement('div');
      stamp.className = 'ytwTranscriptSegmentViewModelTimestamp';
      stamp.textContent = Math.floor(start / 60) + ':' + String(start % 60).padStart(2, '0');
      const said = document.createElement('span');
      said.className = 'yt-core-attributed-string';
      said.setAttribute('role', 'text');
      said.textContent = words;
      row.append(stamp, said);
      panel.append(row);
    }
    document.getElementById('panels').append(panel);
  }, 300));
  const next = document.getElementById('up-next');
  if (next) next.addEventListener('click', async (event) => {
    event.preventDefault();
    const id = new URL(next.href).searchParams.get('v');
    document.dispatchEvent(new CustomEvent('yt-navigate-start'));
    history.pushState({}, '', '/watch?v=' + id);
    const response = await (await fetch('/youtubei/v1/player?prettyPrint=false', { method: 'POST', body: JSON.stringify({ videoId: id }) })).json();
    current = response;
    document.title = response.videoDetails.title + ' - YouTube';
    document.getElementById('video-title').textContent = response.videoDetails.title;
    document.getElementById('description-text').textContent = response.videoDetails.shortDescription;
    next.remove();
    video.currentTime = 0;
    captionsOn(response);
    document.dispatchEvent(new CustomEvent('yt-navigate-finish'));
  });
})();
</script>
</body></html>`;
}
