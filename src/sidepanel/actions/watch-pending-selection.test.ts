import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { pendingSelection } from '../../messaging/pending-selection';
import { createPanelState } from '../state/panel-state';
import { removeSelection, watchPendingSelection } from './watch-pending-selection';

const selection = (seq: number, windowId = 1) => ({ text: `quote ${seq}`, tabId: 5, windowId, url: 'https://a.test/', title: 'A', seq });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('watchPendingSelection', () => {
  beforeEach(() => fakeBrowser.reset());

  it('shows a selection stored before the panel opened, and moves focus to the question', async () => {
    await pendingSelection.setValue(selection(1));
    const state = createPanelState();
    await watchPendingSelection(state, 1);
    expect(state.selection.value?.text).toBe('quote 1');
    expect(state.focusRequest.value).toBe(1);
  });

  it('picks up selections sent while it is open, but not those of another window', async () => {
    const state = createPanelState();
    await watchPendingSelection(state, 1);
    await pendingSelection.setValue(selection(2, 2));
    await settle();
    expect(state.selection.value).toBeNull();
    await pendingSelection.setValue(selection(3, 1));
    await settle();
    expect(state.selection.value?.text).toBe('quote 3');
  });

  it('removing the quote clears it for good', async () => {
    await pendingSelection.setValue(selection(4));
    const state = createPanelState();
    await watchPendingSelection(state, 1);
    await removeSelection(state);
    expect(state.selection.value).toBeNull();
    expect(await pendingSelection.getValue()).toBeNull();
  });
});
