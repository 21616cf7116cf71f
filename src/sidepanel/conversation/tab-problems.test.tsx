// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestPanel } from '../../../tests/support/test-panel';
import { readyStatus, testPassage } from '../../../tests/support/test-panel-api';
import { setScope } from '../state/panel-state';

afterEach(() => render(null, document.body));

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
};

describe('an earlier turn’s tab problems', () => {
  it('keep the scope they were asked in when the scope changes later (review N14)', async () => {
    const panel = mountTestPanel({
      tabs: [{ id: 1, active: true }, { id: 2, title: 'Extensions', url: 'chrome://extensions/' }],
      statuses: { 1: readyStatus(1), 2: { tabId: 2, state: 'unreadable', reason: 'browser-page' } },
      passages: [testPassage(1, 'The bakery opens at seven.')],
      model: null,
    });
    setScope(panel.state, 'all');
    await act(() => panel.ask('When does it open?'));
    await settle();
    const quiet = () => document.querySelectorAll('[data-testid="turn"] .problems li');
    expect([...quiet()].map((li) => li.textContent)).toEqual(['1 browser page skipped (extensions can’t read them).']);
    await act(() => setScope(panel.state, 'current'));
    await settle();
    // Asked about all tabs: still one quiet count, not a full line with its own action.
    expect([...quiet()].map((li) => li.textContent)).toEqual(['1 browser page skipped (extensions can’t read them).']);
  });
});
