// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestPanel } from '../../../tests/support/test-panel';
import { readyStatus, testPassage } from '../../../tests/support/test-panel-api';
import { setScope } from '../state/panel-state';

afterEach(() => render(null, document.body));

const tick = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));
const settle = async () => {
  for (let i = 0; i < 8; i++) await tick();
};
const $ = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const $$ = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

describe('"All tabs" over many tabs', () => {
  it('reads the tabs that matter, says which, lists the others and adds one', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    const statuses = Object.fromEntries(ids.map((id) => [id, readyStatus(id)]));
    const battery = testPassage(3, 'The Aerolite battery lasted 11 hours and 42 minutes.', 'Aerolite 14 review');
    const panel = mountTestPanel({ tabs: ids.map((id) => ({ id, active: id === 1 })), statuses, passages: [{ ...battery, score: 9 }], model: null });
    setScope(panel.state, 'all');
    panel.state.question.value = 'How long does the Aerolite battery last?';
    await panel.ask();
    await settle();
    const line = $('read-tabs')!;
    expect(line.dataset.of).toBe('12');
    const read = Number(line.dataset.read);
    expect(read).toBeGreaterThanOrEqual(1);
    expect(read).toBeLessThanOrEqual(8);
    expect(line.textContent).toMatch(new RegExp(`^Read ${read} of 12 tabs: Tab 3`));
    expect(panel.calls.filter((c) => c.startsWith('rank ')).at(-1)).toMatch(/^rank (\d+,)*3(,\d+)* /);
    $('show-other-tabs')!.click();
    await tick();
    expect($$('other-tab')).toHaveLength(12 - read);
    const add = $$('add-tab')[0]!;
    const added = Number(add.dataset.tabId);
    add.click();
    await settle();
    expect(Number($('read-tabs')!.dataset.read)).toBe(read + 1);
    expect(panel.calls.filter((c) => c.startsWith('rank ')).at(-1)!.split(' ')[1]!.split(',').map(Number)).toContain(added);
  });

  it('asked again with a tab added, keeps every tab it read though the tabs now score otherwise', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    const statuses = Object.fromEntries(ids.map((id) => [id, readyStatus(id)]));
    const passages = [{ ...testPassage(3, 'The battery lasted 11 hours and 42 minutes.', 'Battery'), score: 9 }];
    const panel = mountTestPanel({ tabs: ids.map((id) => ({ id, active: id === 1 })), statuses, passages, model: null });
    setScope(panel.state, 'all');
    panel.state.question.value = 'How long does the battery last?';
    await panel.ask();
    await settle();
    const first = panel.calls.filter((c) => c.startsWith('rank ')).at(-1)!.split(' ')[1]!.split(',').map(Number);
    expect(first).toContain(3);
    // Read in the background meanwhile, another tab now holds the best passage and tab 3 none.
    passages.splice(0, 1, { ...testPassage(5, 'The battery lasts a day.', 'Battery'), score: 9 });
    $('show-other-tabs')!.click();
    await tick();
    const add = $$('add-tab').find((b) => Number(b.dataset.tabId) !== 5)!;
    add.click();
    await settle();
    const again = panel.calls.filter((c) => c.startsWith('rank ')).at(-1)!.split(' ')[1]!.split(',').map(Number);
    expect(again).toEqual(expect.arrayContaining([...first, Number(add.dataset.tabId)]));
  });

  it('reads every tab when there are 8 or fewer, and says nothing about it', async () => {
    const ids = [1, 2, 3];
    const panel = mountTestPanel({ tabs: ids.map((id) => ({ id, active: id === 1 })), statuses: Object.fromEntries(ids.map((id) => [id, readyStatus(id)])), model: null });
    setScope(panel.state, 'all');
    panel.state.question.value = 'What is it?';
    await panel.ask();
    await settle();
    expect($('read-tabs')).toBeNull();
    expect(panel.calls).toContain('rank 1,2,3 "What is it?"');
  });
});
