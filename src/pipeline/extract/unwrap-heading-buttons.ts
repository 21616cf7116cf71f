import { isMarkedHidden } from './is-marked-hidden';

const HEADING_BUTTONS = ':is(h1, h2, h3, h4, h5, h6, [role="heading"]) button';

/**
 * Replaces each visible `<button>` inside a heading by its children, in place.
 *
 * An accordion's header is a heading that holds a button (the WAI-ARIA accordion pattern): the button's
 * label is the section's title as the reader sees it ("How to Choose a Kayak", an FAQ's question), while
 * buttons elsewhere are controls and go (remove-boilerplate.ts, Readability, DOMPurify). A button marked
 * hidden stays a button, so the hidden-text rules still remove it.
 */
export function unwrapHeadingButtons(root: ParentNode): void {
  for (const button of Array.from(root.querySelectorAll(HEADING_BUTTONS))) {
    if (!isMarkedHidden(button)) button.replaceWith(...Array.from(button.childNodes));
  }
}
