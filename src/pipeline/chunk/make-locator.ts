import type { Locator } from './chunk';

/** Characters of context kept on each side; the W3C selector only needs enough to disambiguate. */
export const LOCATOR_CONTEXT = 32;

const collapse = (text: string) => text.replace(/[\s\u200B\uFEFF]+/g, ' ');

/**
 * A TextQuoteSelector for `text[start, end)`, everything whitespace-collapsed the way extraction
 * collapses it. Block boundaries ("\n\n" in the article text) become one space; the live page may
 * have no whitespace there at all (`</p><p>`), so a matcher should treat whitespace as optional.
 * Context is cut at code points, never inside a surrogate pair.
 */
export function makeLocator(text: string, start: number, end: number): Locator {
  const exact = collapse(text.slice(start, end)).trim();
  const before = Array.from(collapse(text.slice(Math.max(0, start - LOCATOR_CONTEXT * 3), start)).trimStart());
  const after = Array.from(collapse(text.slice(end, end + LOCATOR_CONTEXT * 3)).trimEnd());
  return {
    exact,
    prefix: before.slice(-LOCATOR_CONTEXT).join(''),
    suffix: after.slice(0, LOCATOR_CONTEXT).join(''),
  };
}
