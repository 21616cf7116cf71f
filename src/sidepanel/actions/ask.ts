import { ui } from '../../i18n/ui-translator';
import type { AnswerSession } from '../session/answer-session';
import type { PanelState } from '../state/panel-state';

/** The most questions ↑ can recall. */
const RECALL_MAX = 50;

/**
 * Asks a question about the tabs in scope as a new turn of the conversation. Problems that need the
 * user (nothing typed, no tab chosen) are said before anything changes; otherwise the box clears
 * (↑ brings the question back) and the turn shows progress, passages and the answer. A turn that
 * fails puts its message in the panel's one error line and the question back in an empty box.
 */
export async function ask(state: PanelState, session: AnswerSession, override?: string): Promise<void> {
  if (session.busy.value) return;
  const question = (override ?? state.question.value).trim();
  const selection = state.selection.value;
  if (!question && !selection) {
    state.error.value = ui.t('typeQuestionFirst');
    return;
  }
  if (state.inScope.value.length === 0) {
    state.error.value = ui.t(state.scope.value === 'chosen' ? 'chooseTabFirst' : 'noTabToAsk');
    state.scopeOpen.value = state.scope.value === 'chosen';
    return;
  }
  state.error.value = null;
  state.scopeNotice.value = null;
  state.scopeOpen.value = false;
  if (question) state.asked.value = [...state.asked.value.filter((q) => q !== question), question].slice(-RECALL_MAX);
  if (override === undefined) state.question.value = '';
  const turn = await session.ask(question || ui.t('aboutSelection'));
  // The failure is said in the turn, with its passages and Retry (failed-answer.tsx); the question
  // goes back in the box.
  if (turn.error.value && !state.question.value) state.question.value = question;
}
