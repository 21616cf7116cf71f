import { browser } from 'wxt/browser';

/** WXT builds `entrypoints/offscreen/index.html` to this path. */
const OFFSCREEN_PATH = '/offscreen.html';

let creating: Promise<void> | undefined;

/**
 * Makes sure the extension's one offscreen document is open (Chrome allows one per extension), and
 * returns once it is. The service worker cannot start Web Workers or hold a GPU device; the offscreen
 * document can, and it outlives both the worker's idle stops and the side panel closing.
 * Safe to call from several places at once: concurrent callers share one creation.
 */
export async function ensureOffscreenDocument(): Promise<void> {
  const url = browser.runtime.getURL(OFFSCREEN_PATH);
  const open = await chrome.runtime.getContexts({
    contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT],
    documentUrls: [url],
  });
  if (open.length > 0) return;
  creating ??= chrome.offscreen
    .createDocument({
      url: OFFSCREEN_PATH,
      reasons: [chrome.offscreen.Reason.WORKERS],
      justification: 'Reads PDF tabs and runs the on-device language model in Web Workers; asks the chosen model server there so an answer goes on when the side panel closes.',
    })
    .catch((error: unknown) => {
      // Another context created it between our check and our call: that is the state we wanted.
      if (!String(error).includes('Only a single offscreen')) throw error;
    })
    .finally(() => (creating = undefined));
  await creating;
}
