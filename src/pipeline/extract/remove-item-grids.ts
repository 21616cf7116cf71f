import { siblingGroups } from './sibling-groups';
import { textStats, type TextStats } from './text-stats';

/** Siblings that share one structure, at least this many, each a short mostly-linked card. */
const MIN_ITEMS = 3;
const MAX_CARD_CHARS = 400;
/** Product cards link their title (often the whole card); a spec row or review links little. */
const MIN_CARD_LINK_SHARE = 0.5;
/** Table rows and definition terms pair a label with a value (a spec sheet), even when linked. */
const NEVER_CARD = new Set(['TR', 'TD', 'TH', 'TBODY', 'DT', 'DD', 'OPTION']);

function isCard(el: Element, stats: TextStats | undefined): boolean {
  if (!stats || NEVER_CARD.has(el.tagName)) return false;
  if (!el.matches('a[href]') && !el.querySelector('a[href]')) return false;
  return stats.text <= MAX_CARD_CHARS && (stats.text === 0 || stats.link >= MIN_CARD_LINK_SHARE * stats.text);
}

/**
 * Removes grids and carousels of linked cards from a page about one item: "customers also
 * viewed", "complete the look", accessory strips, link menus outside <nav>. On a listing those
 * cards are the content, so call this only on single-item pages. Measured on wcxb-dev product
 * pages, no page worse: bench/extraction/README.md.
 */
export function removeItemGrids(root: Element): void {
  // Measured once: removing a card changes its ancestors' counts, never a sibling card's.
  const stats = textStats(root);
  for (const parent of Array.from(root.querySelectorAll('*'))) {
    if (!root.contains(parent) || parent.children.length < MIN_ITEMS) continue;
    for (const items of siblingGroups(parent)) {
      if (items.length < MIN_ITEMS) continue;
      const cards = items.filter((el) => isCard(el, stats.get(el)));
      if (cards.length >= MIN_ITEMS && cards.length >= 0.8 * items.length) for (const card of cards) card.remove();
    }
  }
}
