import { detectLanguage } from '../i18n/detect-language';
import { pickQuestionLanguage, questionLanguage } from '../i18n/question-language';
import { ui } from '../i18n/ui-translator';
import { ask } from './actions/ask';
import { RetrievalError, retrievePassages } from './actions/retrieve-passages';
import { fallBackWhenGroupGone } from './actions/fall-back-when-group-gone';
import { createAnswerSession } from './conversation/answer-session';
import { type ConversationStore, keepConversation } from './conversation/saved-conversation';
import type { ModelController } from './model-setup/model-controller';
import type { PanelApi } from './panel-api';
import type { PanelContextValue, TabActions } from './panel-context';
import { createPanelState, type PanelState } from './state/panel-state';
import { keepScope, type ScopeStore } from './state/saved-scope';

export interface PanelDeps {
  api: PanelApi;
  modelController: ModelController;
  openOptions(): Promise<void>;
  tabActions: TabActions;
  /** Where the conversation survives the panel closing (storage.session); none in most tests. */
  conversation?: ConversationStore;
  /** Where the scope survives the panel closing (storage.session). */
  scope?: ScopeStore;
  /** Tests pass a state to inspect; the panel makes its own. */
  state?: PanelState;
}

/**
 * The panel's wiring: state, the one answer path (every question is a turn of the answer session:
 * retrieval, then the planned backend, which may be "passages only"), and the UI.
 */
export function createPanel(deps: PanelDeps): PanelContextValue {
  const state = deps.state ?? createPanelState();
  const { api, modelController } = deps;
  const session = createAnswerSession({
    retrieve: (question, signal, turn, request) =>
      retrievePassages(state, api, question, {
        ...request,
        signal,
        onReading: (progress) => (turn.reading.value = progress),
        onEarly: (result) => (turn.passages.value = result.passages),
      }).catch((error: unknown) => {
        if (error instanceof RetrievalError) throw error;
        throw new Error(ui.t('searchFailed', error instanceof Error ? error.message : String(error)));
      }),
    getModel: (signal) => modelController.getModel(signal),
    expectedWindow: () => modelController.expectedWindow(),
    readyModel: (signal) => modelController.readyModel(signal),
    questionLanguage: async (question) => questionLanguage(pickQuestionLanguage(question, await detectLanguage(question), ui.locale), ui.locale),
    onModelError: (error) => modelController.reportError(error),
    collect: (requestId, handlers, signal) => modelController.collect(requestId, handlers, signal),
  });
  if (deps.conversation) {
    void keepConversation(session, deps.conversation, {
      onError: (error) => (state.error.value = ui.t('saveConversationFailed', error instanceof Error ? error.message : String(error))),
    }).catch((error: unknown) => (state.error.value = ui.t('restoreConversationFailed', error instanceof Error ? error.message : String(error))));
  }
  if (deps.scope) void keepScope(state, deps.scope).catch(() => undefined);
  fallBackWhenGroupGone(state);
  void modelController.init().catch((error: unknown) => {
    state.error.value = ui.t('modelSettingsFailed', error instanceof Error ? error.message : String(error));
  });
  return { state, api, session, modelController, tabActions: deps.tabActions, openOptions: deps.openOptions, ask: (question) => ask(state, session, question) };
}
