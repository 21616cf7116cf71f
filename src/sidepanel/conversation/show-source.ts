import { ui } from '../../i18n/ui-translator';
import type { Passage } from '../../pipeline/select/passage';
import type { PanelApi } from '../panel-api';
import type { PanelState } from '../state/panel-state';

/**
 * Brings a source's tab forward and highlights its passage (used by the numbered sources, and by
 * the model answer's citation chips); a transcript's at `moment` (its matched sentence's).
 */
export async function showSource(state: PanelState, api: PanelApi, passage: Passage, moment?: number): Promise<void> {
  // A transcript passage plays from the sentence that matched (review R11), not from its first words.
  const locator = moment === undefined ? passage.chunk.locator : { ...passage.chunk.locator, time: moment };
  try {
    const { found } = await api.showPassage({ tabId: passage.source.tabId, locator });
    state.error.value = found ? null : ui.t('passageGone');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    state.error.value = /No tab with id/i.test(message)
      ? ui.t('tabClosed')
      : ui.t('showPassageFailed', message);
  }
}
