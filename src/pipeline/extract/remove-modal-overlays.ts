/** A modal that holds at least this share of the page's text is the page's content (a post opened over its feed). */
const CONTENT_SHARE = 0.5;

const MODAL = '[aria-modal="true"], [role="dialog"], [role="alertdialog"], dialog[open]';

/**
 * Removes, in place, the modals laid over a page (a consent banner, a newsletter sign-up) from the copy
 * Readability reads. A reader sees them over the page, so they are not hidden, but they are not the
 * page: Readability took a consent banner's long paragraphs as a news listing's article (Wired's
 * "fides" banner over its story list). The main-region reading drops them already by their role
 * (remove-boilerplate.ts); a modal holding most of the page's text stays, as that is what the user opened.
 */
export function removeModalOverlays(root: HTMLElement): void {
  const total = textLength(root);
  for (const el of Array.from(root.querySelectorAll(MODAL))) {
    if (!el.isConnected) continue;
    if (textLength(el) < CONTENT_SHARE * total) el.remove();
  }
}

const textLength = (el: Element): number => (el.textContent ?? '').replace(/\s+/g, ' ').length;
