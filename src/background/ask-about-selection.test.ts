import { describe, expect, it } from 'vitest';
import type { PendingSelection } from '../messaging/pending-selection';
import type { Tab } from '../platform/tabs';
import { askAboutSelection, MAX_SELECTION_CHARS, type SelectionDeps } from './ask-about-selection';

const tab = { id: 7, windowId: 3, url: 'https://a.test/x', title: 'A page' } as Tab;

function fakeDeps(pageSelection = '') {
  const calls: string[] = [];
  const stored: PendingSelection[] = [];
  const deps: SelectionDeps = {
    openPanel: (windowId) => {
      calls.push(`open ${windowId}`);
      return Promise.resolve();
    },
    readSelection: (tabId) => {
      calls.push(`read ${tabId}`);
      return Promise.resolve(pageSelection);
    },
    store: (selection) => {
      calls.push('store');
      stored.push(selection);
      return Promise.resolve();
    },
    nextSeq: () => 1,
  };
  return { deps, calls, stored };
}

describe('askAboutSelection', () => {
  it('opens the panel before anything asynchronous, then stores the menu selection', async () => {
    const { deps, calls, stored } = fakeDeps();
    await askAboutSelection(deps, tab, '  the chosen words ');
    expect(calls).toEqual(['open 3', 'store']);
    expect(stored).toEqual([{ text: 'the chosen words', tabId: 7, windowId: 3, url: 'https://a.test/x', title: 'A page', seq: 1 }]);
  });

  it('reads the selection from the page for the keyboard command', async () => {
    const { deps, calls, stored } = fakeDeps('from the page');
    await askAboutSelection(deps, tab, undefined);
    expect(calls).toEqual(['open 3', 'read 7', 'store']);
    expect(stored[0]?.text).toBe('from the page');
  });

  it('opens the panel without storing anything when nothing is selected', async () => {
    const { deps, calls } = fakeDeps('');
    await askAboutSelection(deps, tab, undefined);
    expect(calls).toEqual(['open 3', 'read 7']);
  });

  it('still stores the selection when the panel cannot be opened', async () => {
    const { deps, stored } = fakeDeps();
    deps.openPanel = () => Promise.reject(new Error('`sidePanel.open()` may only be called in response to a user gesture.'));
    await askAboutSelection(deps, tab, 'kept');
    expect(stored[0]?.text).toBe('kept');
  });

  it('cuts very long selections', async () => {
    const { deps, stored } = fakeDeps();
    await askAboutSelection(deps, tab, 'x'.repeat(MAX_SELECTION_CHARS + 50));
    expect(stored[0]?.text).toHaveLength(MAX_SELECTION_CHARS);
  });
});
