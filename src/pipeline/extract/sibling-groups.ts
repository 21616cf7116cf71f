/** Tag and class names without state or index tokens, so the cards of one grid compare equal. */
function signature(el: Element): string {
  const classes = (el.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((c) => c && !/\d|active|selected|current|first|last|hidden|visible/i.test(c))
    .sort();
  return `${el.tagName} ${classes.join(' ')}`;
}

/**
 * A parent's children grouped by structure (tag and stable class names): the cards of one grid or
 * carousel fall in one group. Read by `remove-item-grids.ts` (carousels on one item's page) and
 * `find-item-grid.ts` (a collection's items).
 */
export function siblingGroups(parent: Element): Element[][] {
  const groups = new Map<string, Element[]>();
  for (const child of Array.from(parent.children)) {
    const key = signature(child);
    const group = groups.get(key);
    if (group) group.push(child);
    else groups.set(key, [child]);
  }
  return [...groups.values()];
}
