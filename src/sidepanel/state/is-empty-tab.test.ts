import { describe, expect, it } from 'vitest';
import { isEmptyTab } from './is-empty-tab';

describe('isEmptyTab', () => {
  it('knows the blank page and the new-tab pages, and nothing else', () => {
    for (const url of ['about:blank', 'chrome://newtab/', 'chrome://new-tab-page/', 'about:newtab', 'edge://newtab/']) expect(isEmptyTab(url)).toBe(true);
    for (const url of ['chrome://extensions/', 'about:config', 'https://example.test/', '']) expect(isEmptyTab(url)).toBe(false);
  });
});
