import { pendingSelection, type PendingSelection } from '../../messaging/pending-selection';
import type { PanelState } from '../state/panel-state';

function take(state: PanelState, selection: PendingSelection | null): void {
  if (!selection || selection.seq === state.selection.value?.seq) return;
  state.selection.value = selection;
  state.focusRequest.value++;
}

/**
 * Shows a selection sent with "Ask about selection", whether it was stored before the panel opened
 * (the menu opens the panel and stores the text at once) or while it is open.
 */
export async function watchPendingSelection(state: PanelState): Promise<() => void> {
  const unwatch = pendingSelection.watch((selection) => take(state, selection));
  take(state, await pendingSelection.getValue());
  return unwatch;
}

/** The user removed the quote: it must not come back when the panel reopens. */
export async function removeSelection(state: PanelState): Promise<void> {
  state.selection.value = null;
  await pendingSelection.setValue(null);
}
