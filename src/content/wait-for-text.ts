/**
 * A page read this soon after it started loading may be a single-page app that has not rendered
 * yet (its text comes from an API call after `load`). Reads of an empty page wait for text until
 * the page is this old; an old empty page is answered at once. Measured against spa.html in the
 * e2e suite (text 2 s after load).
 */
export const YOUNG_PAGE_MS = 4_000;
/** Once text appears, wait for the app to finish rendering its batch. */
export const SETTLE_MS = 300;

const hasText = (doc: Document) => /\S/.test(doc.body?.innerText ?? '');

/** Resolves when the page has visible text, or at once when it is empty and no longer young. */
export function waitForText(doc: Document, win: Window, youngMs = YOUNG_PAGE_MS): Promise<void> {
  if (hasText(doc)) return Promise.resolve();
  const left = youngMs - win.performance.now();
  if (left <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer.disconnect();
      clearTimeout(deadline);
      clearTimeout(settle);
      resolve();
    };
    const observer = new (win as Window & typeof globalThis).MutationObserver(() => {
      if (settle === undefined && hasText(doc)) settle = setTimeout(done, SETTLE_MS);
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
    const deadline = setTimeout(done, left);
  });
}
