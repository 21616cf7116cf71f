import { describe, expect, it } from 'vitest';
import { isExtensionPage } from './is-extension-page';

const id = 'abcdefghijklmnopabcdefghijklmnop';
const origin = `chrome-extension://${id}/`;

describe('isExtensionPage', () => {
  it('accepts our side panel and options page', () => {
    expect(isExtensionPage({ id, url: `${origin}sidepanel.html` }, id, origin)).toBe(true);
    expect(isExtensionPage({ id, url: `${origin}options.html#x` }, id, origin)).toBe(true);
  });
  it('refuses our content script in a web page, other extensions and senders without a URL', () => {
    expect(isExtensionPage({ id, url: 'https://evil.test/' }, id, origin)).toBe(false);
    expect(isExtensionPage({ id: 'other', url: 'chrome-extension://other/x.html' }, id, origin)).toBe(false);
    expect(isExtensionPage({ id }, id, origin)).toBe(false);
    expect(isExtensionPage({ id, url: `chrome-extension://${id}.evil.test/` }, id, origin)).toBe(false);
  });
});
