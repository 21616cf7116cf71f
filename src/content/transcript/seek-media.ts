import { mainMedia } from './media-captions';

/**
 * A transcript passage's click: the page's main media element (the one whose captions were read; on
 * YouTube the player's `<video>`) jumps to `time`, comes into view and plays when the browser lets it
 * (a click in the side panel is no user gesture in the page, so autoplay rules may keep it paused there).
 */
export function seekMedia(doc: Document, time: number): { found: boolean } {
  const media = doc.querySelector<HTMLVideoElement>('#movie_player video') ?? mainMedia(doc);
  if (!media) return { found: false };
  media.currentTime = time;
  media.scrollIntoView({ block: 'center' });
  void media.play().catch(() => {});
  return { found: true };
}
