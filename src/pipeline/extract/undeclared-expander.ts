/**
 * "Read more" expanders that declare nothing: a collapsed panel beside the control that opens it, the
 * control saying it is collapsed (`aria-expanded="false"`) but naming no panel (no `aria-controls`,
 * `data-target` or `href="#id"`). Amazon's book description: `<div class="a-expander-content"
 * style="display:none">` (the excerpt) and, next to it, `<div><a aria-expanded="false" role="button">Read
 * more</a></div>`. The panel is one click away, as a panel a control names is (one-click-away.ts).
 *
 * Only prose is read so: a hidden panel of links or form fields beside a collapsed control is a menu or
 * a filter, which a reader opens to go somewhere or choose, not to read on. Hidden text with no such
 * control beside it (the hidden-injection pattern) stays hidden.
 */

/** What a reader can press. */
const CONTROL = 'button, a, summary, [role="button"]';

/** Attributes by which a control names what it opens: such a control is one-click-away.ts's. */
const NAMING = ['aria-controls', 'data-target', 'data-bs-target'];

/** A control's label is a few words ("Read more", "How customer reviews and ratings work"). */
const LABEL_MAX = 60;

/** A control's wrapper holds the control and little else. */
const WRAPPER_EXTRA_MAX = 20;

/** A panel is prose: less of its text than this in links. */
const PROSE_LINK_SHARE = 0.3;

/** A panel worth opening holds a sentence or more. */
const PANEL_MIN_CHARS = 40;

const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/gu, ' ').trim();

/** A collapsed control that names nothing and does not lead away (no address but `#` or `javascript:`). */
function collapsedControl(el: Element): boolean {
  if (!el.matches(CONTROL) || el.getAttribute('aria-expanded') !== 'false') return false;
  if (NAMING.some((name) => el.hasAttribute(name))) return false;
  const href = el.getAttribute('href');
  if (href !== null && href !== '' && !/^(?:#|javascript:)/iu.test(href.trim())) return false;
  const label = textOf(el);
  return label !== '' && label.length <= LABEL_MAX;
}

/** The collapsed control that `sibling` is, or that it wraps with little else around it. */
function controlIn(sibling: Element | null): Element | null {
  if (!sibling) return null;
  if (collapsedControl(sibling)) return sibling;
  const inner = Array.from(sibling.querySelectorAll('[aria-expanded="false"]')).filter(collapsedControl);
  if (inner.length !== 1) return null;
  return textOf(sibling).length - textOf(inner[0]!).length <= WRAPPER_EXTRA_MAX ? inner[0]! : null;
}

/** Prose, not a menu or a filter: no form fields, little of its text in links. */
function isProse(panel: Element): boolean {
  const text = textOf(panel);
  if (text.length < PANEL_MIN_CHARS || panel.querySelector('input, select, textarea')) return false;
  const linked = Array.from(panel.querySelectorAll('a')).reduce((n, a) => n + textOf(a).length, 0);
  return linked < PROSE_LINK_SHARE * text.length;
}

/**
 * The control that opens `panel`, a hidden element, when it is an undeclared expander's: the element
 * just before or after it is (or wraps) a collapsed control the reader sees, and the control has no
 * hidden element on its other side, which it could open as well (so it is not known which it opens).
 * `hidden` and `visible` read the page as the caller can: marks on a copy, styles on the live page.
 */
export function expanderFor(panel: Element, hidden: (el: Element) => boolean, visible: (control: Element) => boolean): Element | null {
  if (!isProse(panel)) return null;
  for (const after of [true, false]) {
    const sibling = after ? panel.nextElementSibling : panel.previousElementSibling;
    const control = controlIn(sibling);
    if (!control || !visible(control)) continue;
    const beyond = after ? sibling!.nextElementSibling : sibling!.previousElementSibling;
    return beyond && hidden(beyond) ? null : control;
  }
  return null;
}
