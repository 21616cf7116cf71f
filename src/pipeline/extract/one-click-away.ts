import { isMarkedHidden, unhide } from './is-marked-hidden';
import { expanderFor } from './undeclared-expander';
import { tabItemFor } from './undeclared-tab';

/**
 * What a control on the page says it shows or hides, by the element's id: ARIA's `aria-controls`
 * (tabs, accordions, "read more"), Bootstrap's `data-target` / `data-bs-target`, a tab list's
 * `href="#id"`. Only elements a reader can act on count: a button, a link, a summary, something
 * that says it is a tab or a button, or says whether it is expanded.
 */
const CONTROL = 'button, a, summary, [role="tab"], [role="button"], [aria-expanded]';
const REFERRING = '[aria-controls], [data-target^="#"], [data-bs-target^="#"], a[href^="#"]';

/**
 * A fragment as the id it names. A malformed escape ("#%E0%A4%A") names no id: it must not throw, for
 * on the live page a checker that throws keeps the element it was asked about (prune-hidden.ts).
 */
function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function controlledIds(control: Element): string[] {
  const ids = (control.getAttribute('aria-controls') ?? '').split(/\s+/u).filter(Boolean);
  for (const name of ['data-target', 'data-bs-target', 'href']) {
    const value = control.getAttribute(name);
    // `href="#id"` names a panel only inside a tab list: a page's "#top" or footnote links do not.
    if (name === 'href' && !control.closest('[role="tablist"], .nav-tabs, .tabs, .tab-list, .tablist')) continue;
    if (value?.startsWith('#') && value.length > 1) ids.push(fragmentId(value.slice(1)));
  }
  return ids;
}

/**
 * The controls that reveal each element, by id, in `root`'s document. `visible` says whether a
 * control can be seen (on a live page the computed-style checker; on a copy, its marks).
 */
export function revealingControls(root: ParentNode, visible: (control: Element) => boolean): Map<string, Element> {
  const byId = new Map<string, Element>();
  for (const control of Array.from(root.querySelectorAll(REFERRING))) {
    if (!control.matches(CONTROL) || !visible(control)) continue;
    for (const id of controlledIds(control)) if (!byId.has(id)) byId.set(id, control);
  }
  return byId;
}

/**
 * Whether a hidden element is one click away: a tab panel, an accordion's body or a "read more" that
 * a visible control on the page names. A product's specifications tab ("Interface PCI Express 4.0",
 * the weight) is the page's content as much as its open tab, and a reader opens it with one click,
 * as a closed `<details>` (which the live page's checker already keeps). Hidden text that no visible
 * control names (the hidden-injection pattern) stays hidden.
 */
export function isOneClickAway(el: Element, controls: ReadonlyMap<string, Element>): boolean {
  return el.id !== '' && controls.has(el.id) && !el.contains(controls.get(el.id)!);
}

/** A control a copy of the page shows: neither it nor an element around it is marked hidden. */
export function markedVisible(control: Element): boolean {
  for (let e: Element | null = control; e; e = e.parentElement) if (isMarkedHidden(e)) return false;
  return true;
}

/**
 * Unhides, in a copy of the page, the hidden elements one click away (`isOneClickAway`, the closed
 * panes of a tab widget that declares nothing, undeclared-tab.ts, and the collapsed panels of "read
 * more" expanders that declare nothing, undeclared-expander.ts), so that Readability and
 * the region search read a specifications tab like the open one. On a live tab, `pruneHidden` has
 * kept them for the same reason, and removed everything else that is hidden.
 */
export function revealOneClickAway(root: Element): number {
  const controls = revealingControls(root, markedVisible);
  const found = new Set<Element>();
  for (const id of controls.keys()) {
    const el = root.ownerDocument.getElementById(id);
    if (el && root.contains(el) && isMarkedHidden(el) && isOneClickAway(el, controls)) found.add(el);
  }
  const shown = (pane: Element) => !isMarkedHidden(pane);
  for (const el of Array.from(root.querySelectorAll('[hidden], [aria-hidden="true"], [style]'))) {
    if (found.has(el) || !isMarkedHidden(el) || !el.parentElement || !markedVisible(el.parentElement)) continue;
    if (tabItemFor(el, shown, markedVisible) || expanderFor(el, isMarkedHidden, markedVisible)) found.add(el);
  }
  // Unhidden only once all are found: an open pane must not make its row's other panes look shown.
  for (const el of found) unhide(el);
  return found.size;
}
