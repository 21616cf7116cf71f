import { revealingControls } from '../pipeline/extract/one-click-away';

/**
 * Opens what keeps a passage out of sight when it is one click away: a closed `<details>`, or a tab
 * panel or accordion body that a visible control names (the panels extraction reads,
 * `src/pipeline/extract/one-click-away.ts`). The control is clicked, so the page's own script opens
 * its tab as it would for the reader; a control that is a link to another address is never clicked.
 * Returns how many were opened, outermost first.
 */
export function openClosedPanels(node: Node, view: Window): number {
  const details = (el: Element): el is HTMLDetailsElement => el.tagName === 'DETAILS';
  const closed: Element[] = [];
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (details(el) ? !el.open : el.id !== '' && view.getComputedStyle(el).display === 'none') closed.push(el);
  }
  if (closed.length === 0) return 0;
  const controls = revealingControls(node.ownerDocument!, (c) => c.getClientRects().length > 0);
  let opened = 0;
  for (const el of closed.reverse()) {
    if (details(el)) {
      el.open = true;
      opened++;
      continue;
    }
    const control = controls.get(el.id);
    const href = control?.getAttribute('href');
    if (!control || (href && !href.startsWith('#'))) continue;
    (control as HTMLElement).click();
    opened++;
  }
  return opened;
}
