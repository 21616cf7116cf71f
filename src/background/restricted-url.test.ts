import { describe, expect, it } from 'vitest';
import { restrictedUrlReason } from './restricted-url';

describe('restrictedUrlReason', () => {
  it.each([
    ['https://en.wikipedia.org/wiki/Bee', null],
    ['http://127.0.0.1:8080/a.html', null],
    ['chrome://settings/', 'browser-page'],
    ['edge://flags', 'browser-page'],
    ['about:blank', 'browser-page'],
    ['chrome-extension://abcdef/options.html', 'browser-page'],
    ['devtools://devtools/bundled/inspector.html', 'browser-page'],
    ['https://chromewebstore.google.com/detail/foo/abc', 'web-store'],
    ['https://chrome.google.com/webstore/category/extensions', 'web-store'],
    ['view-source:https://example.com/', 'view-source'],
    ['moz-extension://0b1c2d3e-1111-4222-8333-944455556666/sidepanel.html', 'browser-page'],
    ['resource://pdf.js/web/viewer.html', 'browser-page'],
    ['about:addons', 'browser-page'],
    ['https://addons.mozilla.org/en-US/firefox/', 'protected-site'],
    ['https://accounts.firefox.com/signin', 'protected-site'],
    ['https://addons.mozilla.org.evil.test/', null],
    ['data:text/html,<p>hi</p>', 'unsupported'],
    ['blob:https://example.com/1234', 'unsupported'],
    [undefined, 'browser-page'],
  ])('%s → %s', (url, reason) => {
    expect(restrictedUrlReason(url, 'off')).toBe(reason);
  });

  it('does not take other Google hosts for the Web Store', () => {
    expect(restrictedUrlReason('https://chrome.google.com/intl/en/chrome/', 'off')).toBeNull();
    expect(restrictedUrlReason('https://chromewebstore.google.com.evil.test/', 'off')).toBeNull();
  });

  it('reads file:// only when the user allowed file access', () => {
    expect(restrictedUrlReason('file:///home/me/notes.html', 'off')).toBe('file-access');
    expect(restrictedUrlReason('file:///home/me/notes.html', 'allowed')).toBeNull();
    // Firefox has no setting to turn on: a reason of its own, which offers none.
    expect(restrictedUrlReason('file:///home/me/notes.html', 'never')).toBe('local-file');
  });
});
