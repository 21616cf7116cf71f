import { textStats, type TextStats } from './text-stats';

/** Share of its parent's non-link text a child must hold for the search to descend into it. */
const DOMINANT = 0.7;

const nonLink = (s: TextStats | undefined) => (s ? s.text - s.link : 0);

/**
 * The element that holds the page's main text, for pages Readability does not read well.
 * `root` should already have its boilerplate removed. Prefers an explicit `main`/`[role=main]`
 * or `article` that holds most of the text; otherwise descends from `root` while a single child
 * holds most of the non-link text (the densest container). Falls back to `root` when nothing dominates.
 */
export interface MainContent {
  element: Element;
  /** Characters of text outside links in `element`: teasers and menus are mostly links. */
  nonLinkChars: number;
  /** True when no landmark or dominant container was found and `element` is `root` itself. */
  isRoot: boolean;
  /** Text and link-text characters of `element`. */
  region: TextStats;
  /** Text and link-text characters of the whole `root`: a page that is mostly links is a listing. */
  root: TextStats;
}

export function findMainContent(root: Element): MainContent {
  const stats = textStats(root);
  const rootStats = stats.get(root) ?? { text: 0, link: 0 };
  const total = nonLink(rootStats);
  const found = (element: Element): MainContent => ({
    element,
    nonLinkChars: nonLink(stats.get(element)),
    isRoot: element === root,
    region: stats.get(element) ?? { text: 0, link: 0 },
    root: rootStats,
  });
  if (total === 0) return found(root);

  const landmarks = Array.from(root.querySelectorAll('main, [role="main"], article'));
  let best: Element | undefined;
  for (const el of landmarks) {
    const share = nonLink(stats.get(el)) / total;
    // The outermost landmark that holds at least half the text.
    if (share >= 0.5 && (!best || !best.contains(el))) {
      if (!best || nonLink(stats.get(el)) > nonLink(stats.get(best))) best = el;
    }
  }
  let node = best ?? root;

  for (;;) {
    const own = nonLink(stats.get(node));
    let next: Element | undefined;
    for (const child of Array.from(node.children)) {
      if (nonLink(stats.get(child)) >= DOMINANT * own) {
        next = child;
        break;
      }
    }
    if (!next) return found(node);
    node = next;
  }
}
