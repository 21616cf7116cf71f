/** The new-tab pages and the blank page of Chrome, Edge and Firefox: tabs nobody asks about. */
const EMPTY_PAGES = new Set([
  'about:blank',
  'about:newtab',
  'about:home',
  'about:privatebrowsing',
  'chrome://newtab/',
  'chrome://new-tab-page/',
  'chrome://new-tab-page-third-party/',
  'chrome-search://local-ntp/local-ntp.html',
  'edge://newtab/',
]);

/**
 * A tab that shows nothing yet: a new tab or a blank page (review R16). Left out of "All tabs" quietly
 * (it is not a browser page the extension was refused) and out of the tab list unless it is the current tab.
 */
export function isEmptyTab(url: string): boolean {
  return EMPTY_PAGES.has(url);
}
