import { formatMoment } from '../../pipeline/transcript/format-moment';
import { ui } from '../../i18n/ui-translator';

/** The panel's words about a transcript passage's moment ("2:14"). */
export const momentWords = {
  /** The card's moment button. */
  play: (seconds: number) => ui.t('momentPlay', formatMoment(seconds)),
  copyLink: (seconds: number) => ui.t('momentCopyLink', formatMoment(seconds)),
  copyLinkShort: (seconds: number) => ui.t('momentCopyLinkShort', formatMoment(seconds)),
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
