// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestPanel } from '../../../tests/support/test-panel';
import { readyStatus, testPassage } from '../../../tests/support/test-panel-api';

afterEach(() => render(null, document.body));

async function askWithChosen(chosen: number[], question: string) {
  const panel = mountTestPanel({
    tabs: [{ id: 1, active: true, title: 'Etna' }, { id: 2, title: 'Tide tables' }],
    statuses: { 1: readyStatus(1), 2: readyStatus(2) },
    passages: [testPassage(1, 'Etna is the tallest active volcano in Europe.'), testPassage(2, 'High tide at noon.')],
    model: null,
  });
  panel.state.scope.value = 'chosen';
  panel.state.chosen.value = new Set(chosen);
  await act(() => panel.ask(question));
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
}

describe('a question about "this page" with other tabs chosen', () => {
  it('says which tab it asked when the active tab is not among the chosen ones', async () => {
    await askWithChosen([2], 'Summarize this page');
    const line = document.querySelector('[data-testid="this-page-line"]');
    expect(line?.textContent).toBe('Asked about the tab you are on, “Etna”: it is not among the chosen tabs.');
    expect(line?.getAttribute('data-tab-id')).toBe('1');
  });

  it('says nothing more when the active tab is chosen', async () => {
    await askWithChosen([1, 2], 'Summarize this page');
    expect(document.querySelector('[data-testid="turn"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="this-page-line"]')).toBeNull();
  });
});
