// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestPanel } from '../../../tests/support/test-panel';
import { readyStatus, testPanelApi, testPassage } from '../../../tests/support/test-panel-api';

afterEach(() => render(null, document.body));

describe('a comparison only one tab fits', () => {
  it('says so under the question, naming the tab and what the question compared', async () => {
    const statuses = { 1: readyStatus(1), 2: readyStatus(2) };
    const base = testPanelApi(statuses, [testPassage(1, 'The Aerolite 14 weighs 1.1 kilograms.')]).api;
    const api = { ...base, selectOverTabs: async (data: Parameters<typeof base.selectOverTabs>[0]) => ({ ...(await base.selectOverTabs(data)), comparedAlone: { tabId: 1, subject: 'laptop' } }) };
    const panel = mountTestPanel({ api, tabs: [{ id: 1, active: true, title: 'Aerolite 14 review' }, { id: 2, title: 'Bakery' }], statuses, model: null });
    panel.state.scope.value = 'all';
    await act(() => panel.ask('Which laptop is lighter?'));
    for (let i = 0; i < 5; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    const line = document.querySelector('[data-testid="compared-alone"]');
    expect(line?.textContent).toBe('Only one of your tabs is about “laptop”: “Aerolite 14 review”. There is nothing to compare it with.');
  });
});
