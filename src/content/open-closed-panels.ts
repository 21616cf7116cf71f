import { revealingControls } from '../pipeline/extract/one-click-away';
import { expanderFor } from '../pipeline/extract/undeclared-expander';
import { tabItemClickTarget, tabItemFor } from '../pipeline/extract/undeclared-tab';

/**
 * Opens what keeps a passage out of sight when it is one click away: a closed `<details>`, a tab
 * panel or accordion body that a visible control names, or a closed pane of a tab widget that
 * declares nothing, whose item at the same index is clicked, or a "Read more" beside its collapsed
 * panel (the panels extraction reads, `src/pipeline/extract/one-click-away.ts`, `undeclared-tab.ts`,
 * `undeclared-expander.ts`). The control is clicked, so the
 * page's own script opens its tab as it would for the reader; a control that is a link to another
 * address is never clicked. Returns how many were opened, outermost first.
 */
export function openClosedPanels(node: Node, view: Window): number {
  const details = (el: Element): el is HTMLDetailsElement => el.tagName === 'DETAILS';
  const closed: Element[] = [];
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (details(el) ? !el.open : view.getComputedStyle(el).display === 'none') closed.push(el);
  }
  if (closed.length === 0) return 0;
  const seen = (c: Element) => c.getClientRects().length > 0;
  const controls = revealingControls(node.ownerDocument!, seen);
  let opened = 0;
  for (const el of closed.reverse()) {
    if (details(el)) {
      el.open = true;
      opened++;
      continue;
    }
    const target = clickTarget(el, controls, view, seen);
    if (!target) continue;
    target.click();
    opened++;
  }
  return opened;
}

/** What opens a closed panel: the control that names it by id, else its undeclared tab's item. */
function clickTarget(el: Element, controls: Map<string, Element>, view: Window, seen: (c: Element) => boolean): HTMLElement | null {
  const control = el.id !== '' ? controls.get(el.id) : undefined;
  if (control) {
    const href = control.getAttribute('href');
    return href && !href.startsWith('#') ? null : (control as HTMLElement);
  }
  // Evaluated after the outer panels were opened: an item inside one is seen by now.
  const item = tabItemFor(el, (pane) => view.getComputedStyle(pane).display !== 'none', seen);
  if (item) return tabItemClickTarget(item);
  // A "Read more" beside its collapsed panel; it never leads to another address (undeclared-expander.ts).
  return expanderFor(el, (e) => view.getComputedStyle(e).display === 'none', seen) as HTMLElement | null;
}
