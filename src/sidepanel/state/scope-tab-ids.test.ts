import { describe, expect, it } from 'vitest';
import type { TabItem } from './tab-item';
import { pickCurrentTab } from './pick-current-tab';
import { scopeTabIds } from './scope-tab-ids';

const tab = (id: number, extra: Partial<TabItem> = {}): TabItem => ({
  id,
  title: `Tab ${id}`,
  url: `https://t${id}.test/`,
  active: false,
  loading: false,
  ...extra,
});

describe('scopeTabIds', () => {
  const tabs = [tab(1), tab(2, { active: true }), tab(3)];
  it('asks the current tab by default, chosen tabs in window order, or all tabs', () => {
    expect(scopeTabIds('current', tabs, new Set(), 2)).toEqual([2]);
    expect(scopeTabIds('chosen', tabs, new Set([3, 1, 99]), 2)).toEqual([1, 3]);
    expect(scopeTabIds('all', tabs, new Set(), 2)).toEqual([1, 2, 3]);
  });
  it('leaves empty new tabs out of all tabs quietly (review R16)', () => {
    const withBlank = [...tabs, tab(4, { url: 'about:blank' }), tab(5, { url: 'chrome://newtab/' })];
    expect(scopeTabIds('all', withBlank, new Set(), 2)).toEqual([1, 2, 3]);
    expect(scopeTabIds('current', withBlank, new Set(), 4)).toEqual([4]);
  });
  it('asks nothing when there is no current tab', () => {
    expect(scopeTabIds('current', [], new Set(), undefined)).toEqual([]);
  });
});

describe('pickCurrentTab', () => {
  it('takes the active tab', () => {
    expect(pickCurrentTab([tab(1), tab(2, { active: true })])).toBe(2);
  });
  it('takes the most recently used tab when the active one is the panel itself (not listed)', () => {
    expect(pickCurrentTab([tab(1, { lastAccessed: 5 }), tab(2, { lastAccessed: 9 }), tab(3)])).toBe(2);
    expect(pickCurrentTab([])).toBeUndefined();
  });
});
