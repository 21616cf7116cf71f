import type { PanelApi } from '../panel-api';
import type { PanelState } from '../state/panel-state';
import { beginAsking } from './begin-asking';
import { RetrievalError, retrievePassages } from './retrieve-passages';

/**
 * Asks the question over the tabs in scope and records the result in `state.asked`, which the
 * answer region renders. Never throws: failures become a message in `state.error`, and the
 * question stays in the box.
 */
export async function askQuestion(state: PanelState, api: PanelApi): Promise<void> {
  const asking = beginAsking(state);
  if (!asking) return;
  const { question, selection } = asking;
  try {
    const result = await retrievePassages(state, api, question);
    state.asked.value = {
      question: question || 'About the selection',
      selection,
      tabIds: result.tabIds,
      passages: result.passages,
      statuses: result.statuses,
      budget: result.budget,
    };
    if (!result.statuses.some((s) => s.state === 'ready')) {
      state.error.value =
        result.tabIds.length === 1
          ? 'This tab cannot be read (see its status above).'
          : 'None of the chosen tabs can be read (see their status above).';
    }
  } catch (error) {
    state.error.value =
      error instanceof RetrievalError
        ? error.message
        : `Could not search your tabs: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    state.asking.value = false;
  }
}
