import type { UnreadableReason } from '../messaging/tab-status';

/**
 * Chrome's `scripting.executeScript` error messages → reasons a user can act on. The strings come from
 * extensions/common/manifest_handlers/permissions_parser / extension_urls (Chromium 116–156), and
 * Firefox 153's ("Missing host permission for the tab", "Invalid tab ID: N"; seen in the Firefox e2e).
 */
export function injectionErrorReason(message: string): UnreadableReason {
  if (/extensions gallery cannot be scripted/i.test(message)) return 'web-store';
  if (/Cannot access a chrome(-extension)?:\/\/ URL|Cannot access contents of url "(chrome|edge|about|devtools)/i.test(message))
    return 'browser-page';
  if (/file:\/\//i.test(message) || /Cannot access contents of url "file:/i.test(message)) return 'file-access';
  if (/No tab with id|Invalid tab ID/i.test(message)) return 'closed';
  // Firefox: a protected Mozilla site, or a site the user took Ask Tabs' permission away from.
  if (/Missing host permission for the tab/i.test(message)) return 'protected-site';
  if (/Frame with ID 0 is showing error page|error page/i.test(message)) return 'unsupported';
  return 'injection-failed';
}
