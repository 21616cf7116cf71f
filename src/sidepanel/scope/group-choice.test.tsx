// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestPanel } from '../../../tests/support/test-panel';
import { readyStatus } from '../../../tests/support/test-panel-api';

afterEach(() => render(null, document.body));

const tick = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));
const $ = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const $$ = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

function laptops() {
  const panel = mountTestPanel({
    tabs: [
      { id: 1, title: 'Aerolite 14 review', groupId: 7 },
      { id: 2, title: 'Honey bees', active: true },
      { id: 3, title: 'Zenbook review', groupId: 7 },
      { id: 4, title: 'Mount Etna', groupId: 8 },
    ],
    statuses: { 1: readyStatus(1), 2: readyStatus(2), 3: readyStatus(3), 4: readyStatus(4) },
    model: null,
  });
  panel.state.groups.value = [
    { id: 7, title: 'Laptops', color: 'blue', collapsed: false },
    { id: 8, title: '', color: 'red', collapsed: true },
  ];
  panel.state.groupsKnown.value = true;
  return panel;
}

describe('a tab group as the scope', () => {
  it('lists the groups by title and colour, an untitled one by its tabs, collapsed ones too', async () => {
    laptops();
    await tick();
    const options = $$('scope-group');
    expect(options.map((o) => o.textContent)).toEqual(['Laptops · 2 tabs', 'Mount Etna · 1 tab']);
    expect(options.map((o) => o.dataset.color)).toEqual(['blue', 'red']);
  });

  it('asks the group’s tabs as they are when asked, and the control names the group', async () => {
    const panel = laptops();
    await tick();
    $$('scope-group')[0]!.querySelector('input')!.click();
    await tick();
    expect(panel.state.inScope.value).toEqual([1, 3]);
    expect($('scope')!.textContent).toContain('Laptops · 2 tabs');
    // A tab moved into the group joins; one moved out leaves.
    panel.state.tabs.value = panel.state.tabs.value.map((t) => (t.id === 2 ? { ...t, groupId: 7 } : t.id === 1 ? { ...t, groupId: undefined } : t));
    await tick();
    expect(panel.state.inScope.value).toEqual([2, 3]);
  });

  it('does not claim a group that is gone: falls back to this tab and says so once', async () => {
    const panel = laptops();
    await tick();
    $$('scope-group')[0]!.querySelector('input')!.click();
    await tick();
    panel.state.groups.value = panel.state.groups.value.filter((g) => g.id !== 7);
    await tick();
    expect(panel.state.scope.value).toBe('current');
    expect($('scope-notice')!.textContent).toBe('The tab group “Laptops” no longer exists: questions go to this tab.');
    expect($('scope')!.dataset.scope).toBe('current');
    panel.state.question.value = 'What is it?';
    await panel.ask();
    await tick();
    expect($('scope-notice')).toBeNull();
  });
});
