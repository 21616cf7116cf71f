import { contentMessenger, type PageReading } from '../messaging/content-protocol';
import { ensureContentScript } from './ensure-content-script';
import { UnreadableError } from './unreadable-error';

/** The product's page reader: the content script extracts and chunks the live page. */
export async function readTab(tabId: number, knownHash: string | undefined): Promise<PageReading> {
  await ensureContentScript(tabId);
  try {
    return await contentMessenger.sendMessage('readPage', { knownHash }, tabId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UnreadableError('injection-failed', message);
  }
}
