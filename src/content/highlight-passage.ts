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
  // A passage may run from the open text into a closed tab: both its ends are looked at.
  openClosedPanels(range.startContainer, win);
  openClosedPanels(range.endContainer, win);
  win.CSS.highlights.set(HIGHLIGHT_NAME, new win.Highlight(range));
  const reduceMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const target = range.startContainer.parentElement;
  target?.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'instant' : 'smooth' });
  return { found: true };
}
