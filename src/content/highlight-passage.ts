import type { Locator } from '../pipeline/chunk/chunk';
import { locatePassage } from './locate-passage';
import { openClosedPanels } from './open-closed-panels';

/** The highlight's name; the background inserts the `::highlight(ask-tabs)` style (platform/scripting.ts). */
export const HIGHLIGHT_NAME = 'ask-tabs';

/**
 * Scrolls to the passage and highlights it with the CSS Custom Highlight API
 * (https://drafts.csswg.org/css-highlight-api-1/): the highlight is painted over the page's text,
 * so the page's DOM, its event handlers and its layout stay as they were, except that a closed tab or
 * accordion holding the passage is opened by its own control (open-closed-panels.ts).
 */
export function highlightPassage(doc: Document, win: Window & typeof globalThis, locator: Locator): { found: boolean } {
  const range = locatePassage(doc, locator);
  win.CSS.highlights.delete(HIGHLIGHT_NAME);
  if (!range) return { found: false };
  // A passage in a closed tab or accordion (read as one click away): open it, as the reader would.
  // A passage may run from the open text into closed tabs: its start and the first closed text in it are
  // looked at. Not its end: of a widget's panes only one shows, and a passage that runs on from the
  // specifications into the reviews is cited for what comes first.
  openClosedPanels(range.startContainer, win);
  const closed = firstClosedText(range, win);
  if (closed) openClosedPanels(closed, win);
  win.CSS.highlights.set(HIGHLIGHT_NAME, new win.Highlight(range));
  const reduceMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const target = range.startContainer.parentElement;
  target?.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'instant' : 'smooth' });
  return { found: true };
}

/** The first text node in `range` that is not laid out (inside a closed panel), or null. */
function firstClosedText(range: Range, win: Window): Text | null {
  const doc = range.startContainer.ownerDocument ?? win.document;
  const walker = doc.createTreeWalker(range.commonAncestorContainer, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!range.intersectsNode(node) || !/\S/.test((node as Text).data)) continue;
    const parent = node.parentElement;
    if (parent && parent.getClientRects().length === 0) return node as Text;
  }
  return null;
}

