import type { PanelApi } from '../panel-api';
import { setStatus, type PanelState } from '../state/panel-state';
import { prepareTabs } from './prepare-tabs';

/** How much of a quoted selection joins the question's search terms. */
const SELECTION_QUERY_CHARS = 600;

/**
 * Asks the question over the tabs in scope: shows each tab's progress, ranks their passages and
 * records the result in `state.asked`, which the answer region renders. Never throws: failures
 * become a message in `state.error`, and the question stays in the box.
 */
export async function askQuestion(state: PanelState, api: PanelApi): Promise<void> {
  const question = state.question.value.trim();
  const selection = state.selection.value;
  if (state.asking.value) return;
  if (!question && !selection) {
    state.error.value = 'Type a question first.';
    return;
  }
  const tabIds = state.inScope.value;
  if (tabIds.length === 0) {
    state.error.value =
      state.scope.value === 'chosen' ? 'Choose at least one tab to ask about.' : 'There is no tab to ask about.';
    return;
  }

  state.error.value = null;
  state.asking.value = true;
  try {
    await prepareTabs(state, api, tabIds);
    const query = [question, selection?.text.slice(0, SELECTION_QUERY_CHARS) ?? ''].filter(Boolean).join('\n');
    const result = await api.rankTabs({ tabIds, question: query });
    for (const status of result.statuses) setStatus(state, status);
    const readable = result.statuses.filter((s) => s.state === 'ready').length;
    state.asked.value = {
      question: question || 'About the selection',
      selection,
      tabIds,
      passages: result.passages,
      statuses: result.statuses,
      budget: result.budget,
    };
    if (readable === 0) {
      state.error.value =
        tabIds.length === 1 ? 'This tab cannot be read (see its status above).' : 'None of the chosen tabs can be read (see their status above).';
    }
  } catch (error) {
    state.error.value = `Could not search your tabs: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    state.asking.value = false;
  }
}
