// The base styles first: each component's own CSS (beside it) comes after them and refines them.
import { ui } from '../i18n/ui-translator';
import './panel.css';
import { effect, untracked } from '@preact/signals';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { currentWindowId } from '../platform/tabs';
import { prepareTabs } from './actions/prepare-tabs';
import { watchPendingSelection } from './actions/watch-pending-selection';
import { watchReadingProgress } from './actions/watch-reading-progress';
import { watchTabGroups } from './actions/watch-tab-groups';
import { watchWindowTabs } from './actions/watch-window-tabs';
import { App } from './app';
import { createPanel, type PanelDeps } from './create-panel';
import { PanelContext } from './panel-context';

/** Starts the side panel: the panel, the watchers that feed its state, and the UI that renders it. */
export function mountPanel(root: HTMLElement, deps: PanelDeps): void {
  const panel = createPanel(deps);
  const { state, api } = panel;
  render(
    <PanelContext.Provider value={panel}>
      <App />
    </PanelContext.Provider>,
    root,
  );
  watchReadingProgress(state, browser.runtime.id, browser.runtime.getURL('/'));
  const prepareScope = () => void prepareTabs(state, api, state.inScope.peek());
  // Read the tabs in scope ahead of the question, so statuses (and suggestions) show early and asking is quick.
  effect(() => {
    void state.inScope.value; // re-run when the scope changes, not when statuses do
    untracked(prepareScope);
  });
  void currentWindowId()
    .then(async (windowId) => {
      await watchPendingSelection(state, windowId);
      await watchWindowTabs(state, windowId, prepareScope);
      await watchTabGroups(state, windowId);
    })
    .catch((error: unknown) => {
      state.error.value = ui.t('tabsListFailed', error instanceof Error ? error.message : String(error));
    });
}
