/**
 * Tab widgets that declare nothing: no `aria-controls`, no `data-target`, no ids. A row of short
 * visible items ("Overview", "Specs", "Reviews (1)") and, just after it, a container of as many panes
 * of one kind, one shown and the rest hidden, the item at a pane's index showing it (Newegg's
 * `div.tab-nav` × 3 over `div.tab-pane` × 3). A closed pane is one click away, as a declared tab
 * panel is (one-click-away.ts). Hidden text outside such a structure, or whose items are hidden or
 * do not match the panes in number, stays hidden: a page's hidden injected `<div>` does not come
 * with a visible row of tabs that opens it.
 */

/** Classes a tab or a pane takes or loses as it opens: not part of what kind of element it is. */
const STATE = /^(?:is-|js-|d-)?(?:active|inactive|selected|current|show|shown|open|opened|in|on|visible|invisible|hidden|hide|none|collapsed|expanded|first|last)$/i;

/** What kind of element it is for grouping: its tag and its classes, less the state ones. */
function kind(el: Element): string {
  const classes = Array.from(el.classList).filter((c) => !STATE.test(c)).sort();
  return `${el.tagName}.${classes.join('.')}`;
}

/** A tab's label: a word or a few ("Specifications", "Reviews (1)"), not a paragraph. */
const LABEL_MAX = 40;

/** How deep under an element before the panes a row of items may sit (Newegg: one wrapper). */
const ROW_DEPTH = 3;

/** How many empty elements (a clearfix, a spacer) may stand between the row of items and the panes. */
const SPACERS = 3;

/**
 * A row of tabs has a few; a container of hundreds of hidden siblings (a list's collapsed rows) is no
 * tab widget, and checking each against all its siblings would cost the square of their number.
 */
const MAX_TABS = 20;

const ITEM_TAGS = new Set(['LI', 'A', 'BUTTON', 'DIV', 'SPAN', 'LABEL']);

/** A state class or attribute that says which item is the open tab. */
function saysSelected(item: Element): boolean {
  if (item.getAttribute('aria-selected') === 'true' || item.getAttribute('aria-current')) return true;
  return Array.from(item.classList).some((c) => /^(?:is-)?(?:active|selected|current)$/i.test(c));
}

/** The children of `parent` of kind `k`. */
function ofKind(parent: Element, k: string): Element[] {
  return Array.from(parent.children).filter((c) => kind(c) === k);
}

/**
 * A row of `n` tab items among `parent`'s children: exactly `n` of one kind, each a short label the
 * reader sees. Other children (a "See all Q & A" link beside the tabs) may sit with them.
 */
function itemRow(parent: Element, n: number, visible: (el: Element) => boolean): Element[] | null {
  const counts = new Map<string, Element[]>();
  for (const child of Array.from(parent.children)) {
    if (!ITEM_TAGS.has(child.tagName)) continue;
    const k = kind(child);
    const group = counts.get(k);
    if (group) group.push(child);
    else counts.set(k, [child]);
  }
  for (const items of counts.values()) {
    if (items.length !== n) continue;
    const labelled = items.every((item) => {
      const text = (item.textContent ?? '').replace(/\s+/g, ' ').trim();
      return text.length > 0 && text.length <= LABEL_MAX;
    });
    if (labelled && items.every(visible)) return items;
  }
  return null;
}

/** `el` and its descendants up to `depth` levels down, nearest first. */
function downTo(el: Element, depth: number): Element[] {
  const out: Element[] = [el];
  for (let i = 0, level = [el]; i < depth; i++) {
    level = level.flatMap((e) => Array.from(e.children));
    out.push(...level);
  }
  return out;
}

/**
 * The element just before `el` that holds text, past a few empty ones; null where there is none.
 * Only the nearest: a row further up belongs to another widget, or to none.
 */
function before(el: Element): Element | null {
  let skipped = 0;
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling) {
    if ((s.textContent ?? '').trim() !== '') return s;
    if (++skipped > SPACERS) return null;
  }
  return null;
}

/**
 * The item that opens `pane` when `pane` is a closed pane of an undeclared tab widget, else null.
 * `shown` says whether a pane is open (on a copy: not marked hidden; on a live page: displayed);
 * `visible` whether an item can be seen, ancestors included.
 */
export function tabItemFor(pane: Element, shown: (el: Element) => boolean, visible: (el: Element) => boolean): Element | null {
  const container = pane.parentElement;
  if (!container || container.children.length > 2 * MAX_TABS || shown(pane)) return null;
  const panes = ofKind(container, kind(pane));
  if (panes.length < 2 || panes.filter(shown).length !== 1) return null;
  // The row of items before the first pane (inside the same container), or before the container.
  const near = [before(panes[0]!), before(container)];
  for (const candidate of near) {
    if (!candidate) continue;
    for (const parent of downTo(candidate, ROW_DEPTH)) {
      const items = itemRow(parent, panes.length, visible);
      if (!items) continue;
      // Where an item says it is the open one, it must be the open pane's: else this is no tab row.
      const selected = items.findIndex(saysSelected);
      if (selected >= 0 && !shown(panes[selected]!)) return null;
      return items[panes.indexOf(pane)] ?? null;
    }
  }
  return null;
}

/**
 * What to click to open a tab item: the link or button inside it where it has one (its handler sits
 * there), else the item itself. A link to another address is no tab: null, it is never clicked.
 */
export function tabItemClickTarget(item: Element): HTMLElement | null {
  const inner = item.matches('a, button, [role="tab"]') ? item : (item.querySelector('a, button, [role="tab"]') ?? item);
  const href = inner.getAttribute('href');
  if (inner.tagName === 'A' && href && !href.startsWith('#') && !/^javascript:/i.test(href)) return null;
  return inner as HTMLElement;
}
