import type { CaptionTrack } from '../../pipeline/transcript/caption-track';

export interface CaptionedMedia {
  media: HTMLMediaElement;
  tracks: CaptionTrack[];
}

/**
 * Every `<video>` and `<audio>` in the page with its caption tracks: `<track>` elements of kind
 * captions or subtitles (a track without `kind` is subtitles, per HTML) that have a source.
 * Descriptions, chapters and metadata tracks are not what is said. With `isHidden`, a player the reader
 * cannot see is left out, like hidden text: its captions are never shown (a hidden injection route).
 */
export function captionedMedia(doc: Document, isHidden?: (el: Element) => boolean): CaptionedMedia[] {
  const found: CaptionedMedia[] = [];
  for (const media of doc.querySelectorAll<HTMLMediaElement>('video, audio')) {
    if (isHidden?.(media)) continue;
    const tracks: CaptionTrack[] = [];
    for (const track of media.querySelectorAll<HTMLTrackElement>('track')) {
      const kind = (track.getAttribute('kind') ?? 'subtitles').toLowerCase();
      if ((kind !== 'captions' && kind !== 'subtitles') || !track.src) continue;
      tracks.push({ language: track.srclang, label: track.label, auto: false, url: track.src });
    }
    found.push({ media, tracks });
  }
  return found;
}

/** The media element a transcript passage belongs to: the first with captions, else the first at all. */
export function mainMedia(doc: Document): HTMLMediaElement | null {
  const all = captionedMedia(doc);
  return (all.find((m) => m.tracks.length > 0) ?? all[0])?.media ?? null;
}
