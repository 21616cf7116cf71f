import { detectLanguage } from '../i18n/detect-language';
import { pickQuestionLanguage, questionLanguage } from '../i18n/question-language';
import { ui } from '../i18n/ui-translator';
import { ask } from './actions/ask';
import { RetrievalError, retrievePassages } from './actions/retrieve-passages';
import { fallBackWhenGroupGone } from './actions/fall-back-when-group-gone';
import { createAnswerSession } from './session/answer-session';
import { signal } from '@preact/signals';
import { HistoryError } from '../history/history-db';
import type { History } from '../history/history-store';
import { type ConversationStore, keepConversation } from './session/saved-conversation';
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
  /** Where the conversation is kept (the history, and which one the window shows); none in a private window and most tests. */
  conversation?: ConversationStore;
  /** The kept conversations, for the Conversations view (with `conversation`). */
  history?: History;
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
  const keepFailed = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    state.error.value =
      error instanceof HistoryError && error.problem === 'full'
        ? ui.t('historyFull')
        : error instanceof HistoryError && error.problem === 'unavailable'
          ? ui.t('historyUnavailable', message)
          : ui.t('saveConversationFailed', message);
  };
  const kept = deps.conversation ? keepConversation(session, deps.conversation, { onError: keepFailed }) : undefined;
  kept?.catch((error: unknown) => (state.error.value = ui.t('restoreConversationFailed', error instanceof Error ? error.message : String(error))));
  const conversations = kept && deps.history ? { history: deps.history, kept, viewOpen: signal(false) } : undefined;
  const startOver = () => {
    if (!kept) return session.startOver();
    void kept.then((k) => k.startOver()).catch(keepFailed);
  };
  if (deps.scope) void keepScope(state, deps.scope).catch(() => undefined);
  fallBackWhenGroupGone(state);
  void modelController.init().catch((error: unknown) => {
    state.error.value = ui.t('modelSettingsFailed', error instanceof Error ? error.message : String(error));
  });
  return { state, api, session, modelController, tabActions: deps.tabActions, openOptions: deps.openOptions, ask: (question) => {
      if (conversations) conversations.viewOpen.value = false;
      return ask(state, session, question);
    },
    startOver,
    conversations,
  };
}
