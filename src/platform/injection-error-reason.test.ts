import { describe, expect, it } from 'vitest';
import { injectionErrorReason } from './injection-error-reason';

describe('injectionErrorReason', () => {
  it.each([
    ['The extensions gallery cannot be scripted.', 'web-store'],
    ['Cannot access a chrome:// URL', 'browser-page'],
    ['Cannot access a chrome-extension:// URL of different extension', 'browser-page'],
    ['No tab with id: 42.', 'closed'],
    // Firefox 153 (seen in the Firefox e2e): a protected Mozilla site, another add-on's page; a closed tab.
    ['Missing host permission for the tab', 'protected-site'],
    ['Invalid tab ID: 99999', 'closed'],
    ['Frame with ID 0 is showing error page', 'unsupported'],
    ['Cannot access contents of the page. Extension manifest must request permission to access the respective host.', 'injection-failed'],
  ])('%s → %s', (message, reason) => {
    expect(injectionErrorReason(message)).toBe(reason);
  });
});
