import type { Page } from 'playwright-core';

/** One question, timed inside the panel page: from the Enter key to the first passage in the new turn. */
export interface AskTiming {
  /** Epoch milliseconds (high resolution): when Enter was pressed, and when the first passage was in the DOM. */
  askedAt: number;
  shownAt: number;
}

/**
 * Types `question` into the panel's box and presses Enter in the page itself, so the clock runs in
 * the page (no CDP round trip inside the figure); a MutationObserver notes when the new turn's first
 * source card is in the DOM. Then waits for the turn to finish and starts the conversation over, so
 * every question renders into the same short conversation.
 */
export async function askAndTime(panel: Page, question: string): Promise<AskTiming> {
  await panel.bringToFront();
  await panel.locator('[data-testid="question"]').fill(question);
  const timing = await panel.evaluate(
    () =>
      new Promise<AskTiming>((resolve, reject) => {
        const box = document.querySelector<HTMLTextAreaElement>('[data-testid="question"]');
        if (!box) return reject(new Error('no question box'));
        const before = document.querySelectorAll('[data-testid="turn"]').length;
        let askedAt = 0;
        // No named helpers in here: the bundler's __name() would not exist in the page.
        const observer = new MutationObserver(() => {
          const turns = document.querySelectorAll('[data-testid="turn"]');
          if (turns.length <= before || turns[turns.length - 1]!.querySelector('[data-testid="source"]') === null) return;
          observer.disconnect();
          resolve({ askedAt, shownAt: performance.timeOrigin + performance.now() });
        });
        observer.observe(document.body, { childList: true, subtree: true });
        setTimeout(() => (observer.disconnect(), reject(new Error('no passage within 30 s'))), 30_000);
        askedAt = performance.timeOrigin + performance.now();
        box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      }),
  );
  await panel.waitForFunction(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="ask"]');
    return !!button && !button.disabled;
  });
  await panel.locator('[data-testid="start-over"]').click();
  return timing;
}
