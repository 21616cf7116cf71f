import { contentMessenger } from '../messaging/content-protocol';
import { injectContentScript } from './scripting';
import { injectionErrorReason } from './injection-error-reason';
import { UnreadableError } from './unreadable-error';

/**
 * Makes sure the tab runs our content script. It is not in the manifest's content_scripts (WXT
 * `registration: 'runtime'`): it enters a page only when the user asks about it, and tabs opened
 * before the extension was installed work the same way. Throws UnreadableError with Chrome's reason.
 */
export async function ensureContentScript(tabId: number): Promise<void> {
  const alive = await contentMessenger.sendMessage('ping', undefined, tabId).catch(() => false);
  if (alive) return;
  try {
    await injectContentScript(tabId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UnreadableError(injectionErrorReason(message), message);
  }
}
