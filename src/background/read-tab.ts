import { contentMessenger, type PageReading } from '../messaging/content-protocol';
import { ensureContentScript } from '../platform/ensure-content-script';
import { UnreadableError } from '../platform/unreadable-error';

/** A page that takes longer than this to extract (a frozen tab, a pathological DOM) is reported, not awaited. */
export const READ_TIMEOUT_MS = 30_000;

/** The product's page reader: the content script extracts and chunks the live page. */
export async function readTab(tabId: number, knownHash: string | undefined): Promise<PageReading> {
  await ensureContentScript(tabId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UnreadableError('injection-failed', `The page took over ${READ_TIMEOUT_MS / 1000} s to read`)),
      READ_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([contentMessenger.sendMessage('readPage', { knownHash }, tabId), timeout]);
  } catch (error) {
    if (error instanceof UnreadableError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new UnreadableError('injection-failed', message);
  } finally {
    clearTimeout(timer);
  }
}
