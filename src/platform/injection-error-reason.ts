import type { UnreadableReason } from '../messaging/tab-status';

/**
 * Chrome's `scripting.executeScript` error messages → reasons a user can act on. The strings come from
 * extensions/common/manifest_handlers/permissions_parser / extension_urls (Chromium 116–156).
 */
export function injectionErrorReason(message: string): UnreadableReason {
  if (/extensions gallery cannot be scripted/i.test(message)) return 'web-store';
  if (/Cannot access a chrome(-extension)?:\/\/ URL|Cannot access contents of url "(chrome|edge|about|devtools)/i.test(message))
    return 'browser-page';
  if (/file:\/\//i.test(message) || /Cannot access contents of url "file:/i.test(message)) return 'file-access';
  if (/No tab with id/i.test(message)) return 'closed';
  if (/Frame with ID 0 is showing error page|error page/i.test(message)) return 'unsupported';
  return 'injection-failed';
}
