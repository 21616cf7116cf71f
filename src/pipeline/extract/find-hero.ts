import { visibleLength } from './text-stats';

/**
 * The hero is the page's headline widened to its largest ancestor of at most this many characters:
 * the headline with its tagline and call to action ("Since 1928", "pays for itself in 6 months"), not
 * the sections below it.
 */
const HERO_MAX_CHARS = 600;

/** A headline that shares at least this share of its words with the page's title restates the title. */
const TITLE_WORD_SHARE = 0.6;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function isTitle(headline: string, title: string): boolean {
  const own = words(headline);
  const titled = new Set(words(title));
  return own.filter((w) => titled.has(w)).length >= TITLE_WORD_SHARE * own.length;
}

/** Characters of `el`'s text outside links. */
function nonLinkChars(el: Element): number {
  let links = 0;
  for (const a of Array.from(el.querySelectorAll('a'))) links += visibleLength(a.textContent ?? '');
  return visibleLength(el.textContent ?? '') - links;
}

/**
 * A service or product page states its claim in a hero: the headline and a short line or two under it.
 * Readability scores paragraphs and passes over a hero for the longer sections below (as the region's
 * descent can). The hero is the page's first `<h1>` of two or more words that is not a link (a logo in
 * `<h1><a>` names the site, not the page), widened to its largest ancestor of at most HERO_MAX_CHARS.
 * A headline that restates the page's title (a story's "Headline - Site") is not a hero: the title travels
 * with the article, and what follows such a headline is a byline and a date, not a claim. `root` should
 * already have its boilerplate removed; `title`: the page's titles (`<title>`, og:title, Readability's).
 */
export function findHero(root: Element, title: string): Element | null {
  const h1 = Array.from(root.querySelectorAll('h1')).find((h) => nonLinkChars(h) > 0 && /\S\s+\S/.test(h.textContent ?? ''));
  if (!h1 || isTitle(h1.textContent ?? '', title)) return null;
  let hero: Element = h1;
  for (let up = h1.parentElement; up && up !== root && visibleLength(up.textContent ?? '') <= HERO_MAX_CHARS; up = up.parentElement) hero = up;
  return hero;
}
