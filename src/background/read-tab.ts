import { contentMessenger, type PageReading } from '../messaging/content-protocol';
import { youTubeWatchId } from '../pipeline/transcript/youtube-watch-id';
import { ensureContentScript } from '../platform/ensure-content-script';
import { UnreadableError } from '../platform/unreadable-error';
import { readYouTubePlayer } from '../platform/youtube-player';

/** A page that takes longer than this to extract (a frozen tab, a pathological DOM) is reported, not awaited. */
export const READ_TIMEOUT_MS = 30_000;

/**
 * The product's page reader: the content script extracts and chunks the live page. On a YouTube watch
 * page it gets the player's response first, read in the page's main world (src/platform/youtube-player.ts);
 * if that fails, the content script falls back to the page's inline script and the transcript panel.
 */
export async function readTab(tabId: number, knownHash: string | undefined, url?: string, language?: string): Promise<PageReading> {
  await ensureContentScript(tabId);
  const videoId = url ? youTubeWatchId(url) : null;
  const player = videoId ? await readYouTubePlayer(tabId, videoId).catch(() => null) : undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UnreadableError('injection-failed', `The page took over ${READ_TIMEOUT_MS / 1000} s to read`)),
      READ_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([contentMessenger.sendMessage('readPage', { knownHash, ...(player ? { player } : {}), ...(language ? { language } : {}) }, tabId), timeout]);
  } catch (error) {
    if (error instanceof UnreadableError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new UnreadableError('injection-failed', message);
  } finally {
    clearTimeout(timer);
  }
}
