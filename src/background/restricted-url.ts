import type { FileAccess } from '../platform/scripting';
import type { UnreadableReason } from '../messaging/tab-status';

/** Chrome refuses to script the Web Store on either of its hosts (extensions/common/extension_urls.cc). */
const WEB_STORE = [/^https?:\/\/chromewebstore\.google\.com(\/|$)/i, /^https?:\/\/chrome\.google\.com\/webstore(\/|$)/i];
/**
 * Sites Firefox refuses to let add-ons script (its `extensions.webextensions.restrictedDomains` default,
 * Firefox 153): the add-ons site, Mozilla accounts and support, sync.
 */
const MOZILLA_PROTECTED = new Set([
  'accounts-static.cdn.mozilla.net',
  'accounts.firefox.com',
  'addons.cdn.mozilla.net',
  'addons.mozilla.org',
  'api.accounts.firefox.com',
  'content.cdn.mozilla.net',
  'discovery.addons.mozilla.org',
  'install.mozilla.org',
  'oauth.accounts.firefox.com',
  'profile.accounts.firefox.com',
  'support.mozilla.org',
  'sync.services.mozilla.com',
]);
const hostOf = (url: string) => /^https?:\/\/([^/:?#]+)/i.exec(url)?.[1]?.toLowerCase();

/**
 * Why a URL cannot be read before trying, or null when injection may work. Pure, so the rules are
 * tested without a browser; the injection itself remains the final judge (see read-tab.ts).
 */
export function restrictedUrlReason(url: string | undefined, fileAccess: FileAccess): UnreadableReason | null {
  if (!url) return 'browser-page'; // no URL: a tab we have no host access to, or one not yet committed
  if (WEB_STORE.some((re) => re.test(url))) return 'web-store';
  if (MOZILLA_PROTECTED.has(hostOf(url) ?? '')) return 'protected-site';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  switch (scheme) {
    case 'http':
    case 'https':
      return null;
    case 'file':
      return fileAccess === 'allowed' ? null : fileAccess === 'off' ? 'file-access' : 'local-file';
    case 'view-source':
      return 'view-source';
    case 'chrome':
    case 'edge':
    case 'brave':
    case 'opera':
    case 'vivaldi':
    case 'about':
    case 'devtools':
    case 'chrome-extension':
    case 'chrome-untrusted':
    case 'chrome-search':
    case 'chrome-error':
    // Firefox's own pages: about: (above), its add-ons' pages, its built-in files and archives.
    case 'moz-extension':
    case 'resource':
    case 'jar':
      return 'browser-page';
    default:
      return 'unsupported';
  }
}
