import { browser } from 'wxt/browser';

/**
 * YouTube's player keeps the current video's player response in page JavaScript, which the content
 * script's isolated world cannot see; the page's inline `ytInitialPlayerResponse` is the first video's
 * only (YouTube navigates between videos without reloading). So these two run in the page's main world
 * (`scripting.executeScript`, `world: 'MAIN'`): the player element's own methods, `getPlayerResponse()`
 * and `seekTo()`. Their results are page data, untrusted like its text.
 */

/** The player response for `videoId`, waiting up to `waitMs` for the player to switch to it after an in-page navigation; null if the player never has it. */
export async function readYouTubePlayer(tabId: number, videoId: string, waitMs = 5_000): Promise<unknown> {
  const [result] = await browser.scripting.executeScript({
    target: { tabId },
    world: 'MAIN',
    args: [videoId, waitMs],
    func: async (id: string, wait: number) => {
      type Player = HTMLElement & { getPlayerResponse?: () => unknown };
      const current = (): unknown => {
        const player = document.querySelector<Player>('#movie_player');
        const fromPlayer = typeof player?.getPlayerResponse === 'function' ? player.getPlayerResponse() : undefined;
        const initial = (window as unknown as { ytInitialPlayerResponse?: unknown }).ytInitialPlayerResponse;
        for (const response of [fromPlayer, initial]) {
          const details = (response as { videoDetails?: { videoId?: unknown } } | undefined)?.videoDetails;
          if (details?.videoId === id) return response;
        }
        return null;
      };
      const until = Date.now() + wait;
      for (let found = current(); ; found = current()) {
        // JSON text: a structured clone of page objects could carry anything; text is checked by the reader.
        if (found) return JSON.stringify(found);
        if (Date.now() > until) return null;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  });
  const text = result?.result;
  if (typeof text !== 'string' || text.length > 20_000_000) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Seeks YouTube's player with its own `seekTo` (it then also updates its UI and buffering); false when the page has no such player. */
export async function seekYouTubePlayer(tabId: number, seconds: number): Promise<boolean> {
  const [result] = await browser.scripting.executeScript({
    target: { tabId },
    world: 'MAIN',
    args: [seconds],
    func: (time: number) => {
      type Player = HTMLElement & { seekTo?: (s: number, allowSeekAhead: boolean) => void; playVideo?: () => void };
      const player = document.querySelector<Player>('#movie_player');
      if (typeof player?.seekTo !== 'function') return false;
      player.seekTo(time, true);
      player.playVideo?.();
      return true;
    },
  });
  return result?.result === true;
}
