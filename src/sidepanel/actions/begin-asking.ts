import type { PanelState } from '../state/panel-state';

/**
 * The start every answerer shares: the question and selection to ask about, with the panel marked
 * busy and the last error cleared; null when a question is already being asked or there is nothing
 * to ask (then the error says so, and the question stays in the box).
 */
export function beginAsking(state: PanelState): { question: string; selection: PanelState['selection']['value'] } | null {
  const question = state.question.value.trim();
  const selection = state.selection.value;
  if (state.asking.value) return null;
  if (!question && !selection) {
    state.error.value = 'Type a question first.';
    return null;
  }
  state.error.value = null;
  state.asking.value = true;
  return { question, selection };
}
