import { ui } from '../../i18n/ui-translator';
import type { Passage } from '../../pipeline/select/passage';
import type { PanelApi } from '../panel-api';
import type { TabActions } from '../panel-context';
import type { PanelState } from '../state/panel-state';
import { passageLink } from './passage-link';

const withoutHash = (url: string) => url.replace(/#.*$/su, '');

/**
 * The open tab a passage is in: its own tab while it still shows the page (a PDF's tab may show it in
 * a viewer, under another URL), else another tab of this window on the same page. None for a kept
 * conversation whose tabs have closed (or a browser restarted since: tab ids are new).
 */
function openTabOf(state: PanelState, passage: Passage): number | undefined {
  const tabs = state.tabs.peek();
  const url = withoutHash(passage.source.url);
  const own = tabs.find((t) => t.id === passage.source.tabId);
  if (own && (withoutHash(own.url) === url || passage.chunk.pages)) return own.id;
  return tabs.find((t) => withoutHash(t.url) === url)?.id;
}

/**
 * Brings a source's tab forward and highlights its passage (used by the numbered sources, and by
 * the model answer's citation chips); when no tab shows the page any more, opens it at the passage
 * (a text fragment, a PDF's `#page=`, a video's `&t=`: passage-link.ts). A transcript's plays at `moment`
 * (its matched sentence's, review R11), not from the passage's first words.
 */
export async function showSource(
  state: PanelState,
  api: PanelApi,
  passage: Passage,
  tabActions: Pick<TabActions, 'openPage'>,
  moment?: number,
): Promise<void> {
  const tabId = openTabOf(state, passage);
  if (tabId === undefined) {
    await tabActions.openPage(passageLink(passage)).catch((error: unknown) => {
      state.error.value = ui.t('showPassageFailed', error instanceof Error ? error.message : String(error));
    });
    return;
  }
  try {
    const locator = moment === undefined ? passage.chunk.locator : { ...passage.chunk.locator, time: moment };
    const { found } = await api.showPassage({ tabId, locator });
    state.error.value = found ? null : ui.t('passageGone');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    state.error.value = /No tab with id/i.test(message)
      ? ui.t('tabClosed')
      : ui.t('showPassageFailed', message);
  }
}
