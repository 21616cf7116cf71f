import { documentUrl } from '../platform/document-url';

/** A reload we start ourselves is over well within this time. */
const EXPECT_MS = 15_000;

/**
 * Reloads the extension starts itself: showing a PDF passage reloads its tab at `#page=N` (Chrome's
 * viewer does not follow a fragment change). Such a reload shows the same document, so its index
 * must survive the navigation events it fires; any other navigation drops the index as before.
 */
export function createExpectedReloads(now: () => number = Date.now) {
  const expected = new Map<number, { url: string; until: number }>();
  return {
    expect(tabId: number, url: string): void {
      expected.set(tabId, { url: documentUrl(url), until: now() + EXPECT_MS });
    },
    /** Whether a navigation of this tab, now showing `url`, is one we expected. */
    covers(tabId: number, url: string | undefined): boolean {
      const entry = expected.get(tabId);
      if (!entry) return false;
      if (now() > entry.until || url === undefined || documentUrl(url) !== entry.url) {
        expected.delete(tabId);
        return false;
      }
      return true;
    },
  };
}

export type ExpectedReloads = ReturnType<typeof createExpectedReloads>;
