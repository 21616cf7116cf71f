import { isMarkedHidden } from './is-marked-hidden';

/** Block content no control's label needs: a button may hold only phrasing content. */
const CARD_CONTENT = 'p, h1, h2, h3, h4, h5, h6, blockquote, li';
/**
 * Words in one such block for the button to be a card: a control's label set in a paragraph ("<p>Add to
 * bag</p>", "Add to Wishlist") is a few words; a card's quote or claim is a sentence.
 */
const CARD_WORDS = 6;
const words = (el: Element) => ((el.textContent ?? '').match(/[\p{L}\p{N}]+/gu) ?? []).length;

/**
 * Replaces each visible `<button>` that holds a paragraph, heading, quote or list item of sentence length
 * by a `<div>` with its children, in place.
 *
 * HTML lets a button hold phrasing content only; a page that puts a paragraph in one has made a card
 * clickable (a testimonial that opens a video: ClickUp's "ClickUp is the best thing I've rolled out in the
 * past two years."), and the card's text is what the reader sees. Buttons of a label and an icon stay
 * controls and go (remove-boilerplate.ts, Readability, DOMPurify). A button marked hidden stays a button,
 * so the hidden-text rules still remove it; a hidden element inside the card stays marked.
 */
export function unwrapCardButtons(root: ParentNode): void {
  for (const button of Array.from(root.querySelectorAll('button'))) {
    if (isMarkedHidden(button) || !Array.from(button.querySelectorAll(CARD_CONTENT)).some((el) => words(el) >= CARD_WORDS)) continue;
    const card = button.ownerDocument.createElement('div');
    card.append(...Array.from(button.childNodes));
    button.replaceWith(card);
  }
}
