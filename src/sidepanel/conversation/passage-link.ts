import type { Passage } from '../../pipeline/select/passage';
import { momentLink } from './moment-words';

/** Words a text fragment quotes at each end of a longer passage: enough to be unique, short enough to survive small differences. */
const EDGE_WORDS = 4;

/** Characters a text fragment's terms must escape beyond encodeURIComponent's: its own separators. */
const fragmentTerm = (words: readonly string[]) => encodeURIComponent(words.join(' ')).replace(/-/gu, '%2D');

/**
 * A link to where a passage is, for a copied answer: a PDF's page (`#page=7`, which Chrome's and
 * Firefox's viewers open at), a YouTube video's moment (`&t=134s`), else a text fragment
 * (`#:~:text=start,end`) that Chrome scrolls to and highlights; a browser without them, or a page
 * whose text changed, simply opens the page.
 */
export function passageLink(passage: Passage): string {
  const { url } = passage.source;
  const { pages, time, locator } = passage.chunk;
  if (pages) return `${url.replace(/#.*$/su, '')}#page=${pages[0]}`;
  if (time) return momentLink(url, time[0]) ?? url;
  if (!/^https?:/iu.test(url)) return url;
  // The quote as the page shows it (the chunk's own text may join a heading or a label to it).
  const words = locator.exact.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return url;
  const directive =
    words.length <= EDGE_WORDS * 2
      ? fragmentTerm(words)
      : `${fragmentTerm(words.slice(0, EDGE_WORDS))},${fragmentTerm(words.slice(-EDGE_WORDS))}`;
  return `${url}${url.includes('#') ? '' : '#'}:~:text=${directive}`;
}
