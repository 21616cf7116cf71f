import { ui } from '../../i18n/ui-translator';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { usePanel } from '../panel-context';
import './question-form.css';

/** The question box: Enter asks, Shift+Enter starts a new line, ↑ in an empty box recalls the last question. */
export function QuestionForm() {
  const { state, session, ask } = usePanel();
  const box = useRef<HTMLTextAreaElement>(null);
  const focusRequest = state.focusRequest.value;
  useLayoutEffect(() => box.current?.focus(), [focusRequest]);
  const busy = session.busy.value;

  const recall = (direction: -1 | 1) => {
    const asked = state.asked.value;
    if (asked.length === 0) return false;
    const at = asked.indexOf(state.question.value);
    const next = at === -1 ? (direction === -1 ? asked.length - 1 : -1) : at + direction;
    if (next < 0 || next >= asked.length) return false;
    state.question.value = asked[next]!;
    return true;
  };

  return (
    <form
      class="question"
      onSubmit={(event) => {
        event.preventDefault();
        void ask();
      }}
    >
      <textarea
        ref={box}
        data-testid="question"
        aria-label={ui.t('questionLabel')}
        placeholder={ui.t(state.selection.value ? 'placeholderSelection' : 'placeholderTabs')}
        rows={2}
        value={state.question.value}
        onInput={(event) => (state.question.value = event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
            event.preventDefault();
            void ask();
            return;
          }
          const el = event.currentTarget;
          const recalled = state.asked.value.includes(el.value);
          // ↑/↓ walk earlier questions only from an empty box or one showing a recalled question.
          if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && (el.value === '' || recalled) && !event.isComposing) {
            if (recall(event.key === 'ArrowUp' ? -1 : 1)) event.preventDefault();
          }
        }}
      />
      <button type="submit" class="primary" data-testid="ask" disabled={busy}>
        {ui.t('askButton')}
      </button>
    </form>
  );
}
