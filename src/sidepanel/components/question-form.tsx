import { useLayoutEffect, useRef } from 'preact/hooks';
import { askQuestion } from '../actions/ask-question';
import { usePanel } from '../panel-context';

/** The question box: Enter asks, Shift+Enter starts a new line. */
export function QuestionForm() {
  const { state, api, answerer } = usePanel();
  const box = useRef<HTMLTextAreaElement>(null);
  const focusRequest = state.focusRequest.value;
  useLayoutEffect(() => box.current?.focus(), [focusRequest]);

  const ask = () => void (answerer?.ask ?? askQuestion)(state, api);
  return (
    <form
      class="question"
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
    >
      <textarea
        ref={box}
        data-testid="question"
        aria-label="Question"
        placeholder={state.selection.value ? 'Ask about the quoted text…' : 'Ask about your tabs…'}
        rows={2}
        value={state.question.value}
        onInput={(event) => (state.question.value = event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
            event.preventDefault();
            ask();
          }
        }}
      />
      <button type="submit" data-testid="ask" disabled={state.asking.value}>
        {state.asking.value ? 'Asking…' : 'Ask'}
      </button>
    </form>
  );
}
