/** What Chrome says about a message's sender (runtime.MessageSender), as far as trust goes. */
export interface SenderLike {
  id?: string;
  url?: string;
}

/**
 * Whether a message comes from one of our own pages (side panel, options), not from a content
 * script. Content scripts run inside pages a site controls; they must never get to rank other tabs'
 * text or steer the browser. Chrome sets `sender.url` to the page's URL for content scripts.
 */
export function isExtensionPage(sender: SenderLike, extensionId: string, extensionOrigin: string): boolean {
  return sender.id === extensionId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin);
}
