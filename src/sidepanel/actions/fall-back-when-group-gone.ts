import { effect } from '@preact/signals';
import { ui } from '../../i18n/ui-translator';
import type { PanelState } from '../state/panel-state';

/**
 * A group that no longer exists (closed, ungrouped, or gone with a browser restart, which renumbers
 * groups) is not claimed: the scope falls back to this tab and the line under the control says so,
 * once (the next question or scope change clears it).
 */
export function fallBackWhenGroupGone(state: PanelState): () => void {
  return effect(() => {
    if (!state.groupsKnown.value || state.scope.value !== 'group') return;
    const chosen = state.group.value;
    if (chosen && state.groups.value.some((g) => g.id === chosen.id)) return;
    state.scope.value = 'current';
    state.group.value = undefined;
    state.scopeNotice.value = ui.t('scopeGroupGone', chosen?.name ?? '');
  });
}
