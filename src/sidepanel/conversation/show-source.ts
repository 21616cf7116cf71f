import type { Passage } from '../../pipeline/select/passage';
import type { PanelApi } from '../panel-api';
import type { PanelState } from '../state/panel-state';

/**
 * Brings a source's tab forward and highlights its passage (used by the numbered sources, and by
 * the model answer's citation chips).
 */
export async function showSource(state: PanelState, api: PanelApi, passage: Passage): Promise<void> {
  try {
    const { found } = await api.showPassage({ tabId: passage.source.tabId, locator: passage.chunk.locator });
    state.error.value = found ? null : 'That passage is no longer on the page: it may have changed since it was read.';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    state.error.value = /No tab with id/i.test(message)
      ? 'That tab has been closed.'
      : `Could not show the passage: ${message}`;
  }
}
