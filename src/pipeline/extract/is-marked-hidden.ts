/**
 * `aria-hidden="true"` hides from screen readers, not from sight. On most elements a copy of the page
 * must still take it for hidden (menus and closed panels a stylesheet hides carry it), but a link that
 * also leaves the tab order (`tabindex="-1"`) is the accessible way to repeat a visible link: a card's
 * image or teaser linking where its title links (AppleInsider's `<a aria-hidden="true" tabindex="-1">`
 * descriptions). Sighted readers see it, so it is not hidden; its stylesheet can still hide it on the
 * live page, which the content script's check reads.
 */
export function ariaHides(el: Element): boolean {
  if (el.getAttribute('aria-hidden') !== 'true') return false;
  if (el.tagName.toUpperCase() === 'A' && el.hasAttribute('href') && el.getAttribute('tabindex') === '-1') return false;
  const link = el.parentElement?.closest(LABELLED_LINK);
  return !(link && restates(link.getAttribute('aria-label') ?? '', el.textContent ?? ''));
}

const words = (text: string) => text.toLowerCase().replace(/\s+/gu, ' ').trim();
/** The label says the hidden text again: a figure or phrase of it, word for word. */
const restates = (label: string, text: string) => words(text) !== '' && words(label).includes(words(text));

/**
 * A link that names itself for screen readers (`aria-label`) hides its own text from them so the name is
 * not read twice: Amazon's ratings, `<a aria-label="4.7 out of 5 stars, 199,088 ratings"><i
 * aria-hidden="true">4.7 out of 5 stars</i> <span aria-hidden="true">199,088</span></a>`. Sighted readers
 * see that text (the figures of a rating, a price, a count), so `aria-hidden` on text the link's label says
 * again hides nothing. Text the label does not restate stays hidden (an Amazon product page's sponsored
 * cards and "Deliver to …" line came in with every `aria-hidden` inside a labelled link: `without` +1).
 */
const LABELLED_LINK = 'a[href][aria-label], [role="link"][aria-label]';

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse))\s*(?:!important\s*)?(?:;|$)/i;

/**
 * Hidden-ness that survives cloning: the `hidden` attribute, `aria-hidden="true"` as `ariaHides` reads it, and inline
 * `display:none` / `visibility:hidden`. Computed styles (stylesheets, off-screen, white-on-white)
 * only exist on the live page; `pruneHidden` with the content script's `isHiddenElement` handles those.
 */
export function isMarkedHidden(el: Element): boolean {
  if (el.hasAttribute('hidden')) return true;
  if (ariaHides(el)) return true;
  const style = el.getAttribute('style');
  return style !== null && HIDING_STYLE.test(style);
}

const HIDING_DECLARATION = /(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse))\s*(?:!important\s*)?/gi;

/** Removes the marks `isMarkedHidden` reads: for content a static copy hides and the live page's script reveals. */
export function unhide(el: Element): void {
  el.removeAttribute('hidden');
  if (ariaHides(el)) el.removeAttribute('aria-hidden');
  const style = el.getAttribute('style');
  if (style !== null) el.setAttribute('style', style.replace(HIDING_DECLARATION, ''));
}
