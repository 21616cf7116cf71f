import { AnswerRegion } from '../answer/answer-region';
import { usePanel } from '../panel-context';
import { SourceList } from './source-list';

/** The last question's answer region and its numbered sources. */
export function ResultsView() {
  const { state } = usePanel();
  const asked = state.asked.value;
  if (!asked) return null;
  return (
    <section class="results" aria-label="Answer">
      <h2 class="asked-question">{asked.question}</h2>
      <AnswerRegion asked={asked} />
      <SourceList passages={asked.passages} />
    </section>
  );
}
