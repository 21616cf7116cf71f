import type { Locator } from '../pipeline/chunk/chunk';
import { findQuote } from '../pipeline/chunk/find-quote';

/** Text in these elements is not page text a reader sees (and extraction never takes it). */
const SKIPPED_PARENTS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'OPTION', 'TITLE']);

function textNodes(root: Node, doc: Document): Text[] {
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      SKIPPED_PARENTS.has(node.parentNode?.nodeName ?? '') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Index of the last node whose start is <= offset. */
function nodeAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const visible = (range: Range) => {
  const el = range.startContainer.parentElement;
  // checkVisibility: Chrome 105+; jsdom lacks it, and there everything counts as visible.
  return !el || typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true });
};

/**
 * The live DOM Range of a passage, found by its locator in the page's text nodes, or null. Only
 * reads the DOM: the page's nodes are never split, wrapped or edited. A visible match beats a
 * hidden one (pages keep hidden copies of text for menus and responsive layouts).
 */
export function locatePassage(doc: Document, locator: Locator): Range | null {
  const root = doc.body ?? doc.documentElement;
  if (!root) return null;
  const nodes = textNodes(root, doc);
  const starts: number[] = [];
  let text = '';
  for (const node of nodes) {
    starts.push(text.length);
    text += node.data;
  }
  if (nodes.length === 0) return null;
  let fallback: Range | null = null;
  for (const match of findQuote(text, locator)) {
    const first = nodeAt(starts, match.start);
    const last = nodeAt(starts, match.end - 1);
    const range = doc.createRange();
    range.setStart(nodes[first]!, match.start - starts[first]!);
    range.setEnd(nodes[last]!, match.end - starts[last]!);
    if (visible(range)) return range;
    fallback ??= range;
  }
  return fallback;
}
