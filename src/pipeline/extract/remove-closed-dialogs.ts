/**
 * Removes every `<dialog>` that is not open, in place.
 *
 * A closed dialog is never rendered (the browser's own stylesheet gives it `display: none`), so on a live
 * tab `pruneHidden` removes it by its computed style; on a copy without styles (a saved page, jsdom) it
 * would read as text. Readability then took a cookie-settings modal as a shop's article (mybirdbuddy's
 * "Privacy Overview" over its product grid). An open dialog (`open`, or `showModal()` on the live page)
 * is what the reader sees and stays.
 */
export function removeClosedDialogs(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll('dialog:not([open])'))) el.remove();
}
