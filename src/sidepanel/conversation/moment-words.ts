import { formatMoment } from '../../pipeline/transcript/format-moment';

/** The panel's words about a transcript passage's moment (issue 23 translates UI strings: they are here). */
export const momentWords = {
  /** After a chip's "Source 2: title (site)". */
  at: (seconds: number) => `, at ${formatMoment(seconds)}`,
  /** The card's moment button. */
  play: (seconds: number) => `Play the video from ${formatMoment(seconds)}`,
  copyLink: (seconds: number) => `Copy a link to the video at ${formatMoment(seconds)}`,
  copyLinkShort: (seconds: number) => `Copy link at ${formatMoment(seconds)}`,
};

/**
 * A link that opens the video at `seconds`: YouTube's `t` parameter (`&t=134s`). Null for other pages:
 * a page's URL has no standard way to start its video at a moment (a media fragment `#t=` applies to
 * the media file, not to the page that embeds it).
 */
export function momentLink(url: string, seconds: number): string | null {
  try {
    const link = new URL(url);
    if (!/^(?:www\.|m\.)?youtube\.com$/.test(link.hostname) || link.pathname !== '/watch') return null;
    link.searchParams.set('t', `${Math.floor(seconds)}s`);
    return link.href;
  } catch {
    return null;
  }
}
