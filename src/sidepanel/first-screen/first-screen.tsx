import { ui } from '../../i18n/ui-translator';
import { usePanel } from '../panel-context';
import { suggestQuestions } from './suggest-questions';
import './first-screen.css';

/** Before the first question: what the panel does, in one line, and questions to start with that ask on click. */
export function FirstScreen() {
  const { state, ask } = usePanel();
  const current = state.currentTabId.value;
  const status = current === undefined ? undefined : state.statuses.value.get(current);
  const outline = status?.state === 'ready' ? status.outline : undefined;
  const title = status?.state === 'ready' ? status.title : undefined;
  return (
    <section class="first-screen" data-testid="first-screen">
      <p class="intro">{ui.t('firstScreenIntro')}</p>
      <ul class="suggestions" aria-label={ui.t('suggestionsLabel')}>
        {suggestQuestions(outline, title).map((question) => (
          <li key={question}>
            <button
              type="button"
              class="suggestion"
              data-testid="suggestion"
              onClick={() => {
                state.question.value = '';
                void ask(question);
              }}
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
