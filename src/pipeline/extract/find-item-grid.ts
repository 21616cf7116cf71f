import { collapseWhitespace } from './collapse-whitespace';
import { siblingGroups } from './sibling-groups';

/**
 * A shop's or catalogue's grid of items: at least this many sibling cards of one structure, each
 * naming its item in a link of a few words. Related-article strips and "complete the look" rows
 * hold 3–6 cards; a category page's grid holds a page of results.
 */
const MIN_ITEMS = 8;
const MAX_CARD_CHARS = 2000;
/** An item's name is a link of at least this many words ("MSI SHADOW GeForce RTX 5070 …"), not "Compare". */
const MIN_TITLE_WORDS = 3;

export interface ItemGrid {
  /** The element whose children are the cards. */
  element: Element;
  /** Each card's name: its longest link text. */
  titles: string[];
}

const IGNORED = 'script,style,noscript,template';
const words = (text: string) => text.split(' ').filter(Boolean).length;

/** The card's name: its longest link text of a few words, if any. */
function titleOf(card: Element): string | undefined {
  let best: string | undefined;
  const links = card.matches('a[href]') ? [card] : Array.from(card.querySelectorAll('a[href]'));
  for (const link of links) {
    if (link.closest(IGNORED)) continue;
    const text = collapseWhitespace(link.textContent ?? '');
    if (words(text) >= MIN_TITLE_WORDS && text.length > (best?.length ?? 0)) best = text;
  }
  return best;
}

/**
 * The largest grid of item cards under `root` (by the cards' text), or undefined. On a collection
 * page the items are the content; Readability often reads the filter column beside them instead.
 */
export function findItemGrid(root: Element): ItemGrid | undefined {
  let best: (ItemGrid & { chars: number }) | undefined;
  for (const parent of Array.from(root.querySelectorAll('*'))) {
    if (parent.children.length < MIN_ITEMS || parent.closest(IGNORED)) continue;
    for (const items of siblingGroups(parent)) {
      if (items.length < MIN_ITEMS) continue;
      const titles: string[] = [];
      let chars = 0;
      for (const item of items) {
        const text = collapseWhitespace(item.textContent ?? '');
        const title = text.length <= MAX_CARD_CHARS ? titleOf(item) : undefined;
        if (!title) continue;
        titles.push(title);
        chars += text.length;
      }
      if (titles.length >= MIN_ITEMS && titles.length >= 0.8 * items.length && chars > (best?.chars ?? 0)) {
        best = { element: parent, titles, chars };
      }
    }
  }
  return best && { element: best.element, titles: best.titles };
}
