import type { PendingSelection } from '../../messaging/pending-selection';
import { pendingSelection } from '../../messaging/pending-selection';
import type { PanelState } from '../state/panel-state';

function take(state: PanelState, windowId: number | undefined, selection: PendingSelection | null): void {
  if (!selection || selection.seq === state.selection.value?.seq) return;
  // Each window has its own panel; a selection made in another window is not for this one.
  if (windowId !== undefined && selection.windowId !== undefined && selection.windowId !== windowId) return;
  state.selection.value = selection;
  state.focusRequest.value++;
}

/**
 * Shows a selection sent with "Ask about selection", whether it was stored before the panel opened
 * (the menu opens the panel and stores the text at once) or while it is open.
 */
export async function watchPendingSelection(state: PanelState, windowId?: number): Promise<() => void> {
  const unwatch = pendingSelection.watch((selection) => take(state, windowId, selection));
  take(state, windowId, await pendingSelection.getValue());
  return unwatch;
}

/** The user removed the quote: it must not come back when the panel reopens. */
export async function removeSelection(state: PanelState): Promise<void> {
  state.selection.value = null;
  await pendingSelection.setValue(null);
}
