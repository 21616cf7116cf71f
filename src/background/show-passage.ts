import { contentMessenger } from '../messaging/content-protocol';
import type { Locator } from '../pipeline/chunk/chunk';
import { insertHighlightStyle } from '../platform/scripting';
import { youTubeWatchId } from '../pipeline/transcript/youtube-watch-id';
import { ensureContentScript } from '../platform/ensure-content-script';
import { focusTab, getTab } from '../platform/tabs';
import { seekYouTubePlayer } from '../platform/youtube-player';
import { showPdfPage, type ShowPdfDeps } from './show-pdf-page';

/**
 * A click on a source: its tab and window come forward, the page scrolls to the passage and marks it.
 * A PDF passage (its locator has a page) goes to its page instead (show-pdf-page.ts); a transcript
 * passage (its locator has a time) plays the video from that moment: YouTube's player with its own
 * seekTo (main world), any other page's main `<video>`/`<audio>` through the content script.
 */
export async function showPassage(tabId: number, locator: Locator, pdf: ShowPdfDeps): Promise<{ found: boolean }> {
  if (locator.page !== undefined) return showPdfPage(tabId, locator.page, pdf);
  await focusTab(tabId);
  await ensureContentScript(tabId);
  if (locator.time !== undefined) {
    const onYouTube = youTubeWatchId((await getTab(tabId))?.url ?? '') !== null;
    if (onYouTube && (await seekYouTubePlayer(tabId, locator.time).catch(() => false))) return { found: true };
    return contentMessenger.sendMessage('seekMedia', { time: locator.time }, tabId);
  }
  await insertHighlightStyle(tabId);
  return contentMessenger.sendMessage('highlightPassage', { locator }, tabId);
}
