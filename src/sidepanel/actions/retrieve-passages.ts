import type { RankResult } from '../../messaging/background-protocol';
import type { PanelApi } from '../panel-api';
import { setStatus, type PanelState } from '../state/panel-state';
import { prepareTabs } from './prepare-tabs';

/** How much of a quoted selection joins the question's search terms. */
const SELECTION_QUERY_CHARS = 600;

export class RetrievalError extends Error {
  override name = 'RetrievalError';
}

/**
 * Retrieval for one question over the tabs in scope, with the quoted selection (if any) as extra
 * search terms: shows each tab's progress in `state.statuses`, then ranks. The passages-only answer
 * and the model answer (src/sidepanel/model-answer) both retrieve through this. `budget` (tokens)
 * overrides the planned one, e.g. to fit a model's context window. Throws RetrievalError with a
 * sentence for the user when there is nothing to ask about.
 */
export async function retrievePassages(
  state: PanelState,
  api: PanelApi,
  question: string,
  options: { budget?: number } = {},
): Promise<RankResult & { tabIds: number[] }> {
  const tabIds = state.inScope.value;
  if (tabIds.length === 0) {
    throw new RetrievalError(
      state.scope.value === 'chosen' ? 'Choose at least one tab to ask about.' : 'There is no tab to ask about.',
    );
  }
  await prepareTabs(state, api, tabIds);
  const selection = state.selection.value?.text.slice(0, SELECTION_QUERY_CHARS) ?? '';
  const query = [question.trim(), selection].filter(Boolean).join('\n');
  const result = await api.rankTabs({ tabIds, question: query, budget: options.budget });
  for (const status of result.statuses) setStatus(state, status);
  return { ...result, tabIds };
}
