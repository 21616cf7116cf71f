import { browser } from 'wxt/browser';

/**
 * Whether this page belongs to a private (incognito) window: nothing asked there is kept. A spanning
 * extension's side panel or sidebar shares one process with normal windows, so the window says it.
 */
export async function isPrivateWindow(): Promise<boolean> {
  if (browser.extension?.inIncognitoContext) return true;
  try {
    return (await browser.windows.getCurrent()).incognito;
  } catch {
    return false;
  }
}
