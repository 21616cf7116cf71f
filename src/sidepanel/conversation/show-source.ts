import { ui } from '../../i18n/ui-translator';
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
    state.error.value = found ? null : ui.t('passageGone');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    state.error.value = /No tab with id/i.test(message)
      ? ui.t('tabClosed')
      : ui.t('showPassageFailed', message);
  }
}
