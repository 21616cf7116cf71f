/** Subtrees that are never walked: metadata the extraction still needs (title, og:*, lang). */
const UNWALKED = new Set(['HEAD']);

/**
 * Removes from `clone` every element whose twin in `live` is hidden, walking both trees in
 * lockstep (a clone made by `cloneNode(true)` has the same structure). Computed styles exist only
 * on the live page, so `isHidden` is asked about live elements; hidden subtrees are not descended.
 * Where the two trees disagree (the page changed after cloning), the clone's unmatched children
 * are removed: text that could not be checked is not extracted. Returns how many were removed.
 */
export function pruneHidden(live: Node, clone: Node, isHidden: (el: Element) => boolean): number {
  let removed = 0;
  const stack: Array<[Node, Node]> = [[live, clone]];
  while (stack.length > 0) {
    const [l, c] = stack.pop()!;
    let lc = l.firstChild;
    let cc = c.firstChild;
    while (cc) {
      const nextC: ChildNode | null = cc.nextSibling;
      if (!lc || lc.nodeType !== cc.nodeType || lc.nodeName !== cc.nodeName) {
        // Out of step: drop the rest of this parent's clone children.
        for (let rest: ChildNode | null = cc; rest; ) {
          const next: ChildNode | null = rest.nextSibling;
          if (rest.nodeType === 1) removed++;
          rest.remove();
          rest = next;
        }
        break;
      }
      if (lc.nodeType === 1 && !UNWALKED.has(lc.nodeName.toUpperCase())) {
        let hidden = false;
        try {
          hidden = isHidden(lc as Element);
        } catch {
          hidden = false; // a predicate that fails on an exotic element must not empty the page
        }
        if (hidden) {
          cc.remove();
          removed++;
        } else if (lc.firstChild) stack.push([lc, cc]);
      }
      lc = lc.nextSibling;
      cc = nextC;
    }
  }
  return removed;
}
