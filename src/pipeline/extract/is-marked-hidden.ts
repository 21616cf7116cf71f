/**
 * Hidden-ness that survives cloning: the `hidden` attribute, `aria-hidden="true"` and inline
 * `display:none` / `visibility:hidden`. Computed styles (stylesheets, off-screen, white-on-white)
 * only exist on the live page; `pruneHidden` with the content script's `isHiddenElement` handles those.
 */
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse))\s*(?:!important\s*)?(?:;|$)/i;

export function isMarkedHidden(el: Element): boolean {
  if (el.hasAttribute('hidden')) return true;
  if (el.getAttribute('aria-hidden') === 'true') return true;
  const style = el.getAttribute('style');
  return style !== null && HIDING_STYLE.test(style);
}

const HIDING_DECLARATION = /(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse))\s*(?:!important\s*)?/gi;

/** Removes the marks `isMarkedHidden` reads: for content a static copy hides and the live page's script reveals. */
export function unhide(el: Element): void {
  el.removeAttribute('hidden');
  if (el.getAttribute('aria-hidden') === 'true') el.removeAttribute('aria-hidden');
  const style = el.getAttribute('style');
  if (style !== null) el.setAttribute('style', style.replace(HIDING_DECLARATION, ''));
}
