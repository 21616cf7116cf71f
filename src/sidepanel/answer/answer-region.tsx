import type { AskedQuestion } from '../state/panel-state';

/**
 * The answer to the last question, above its numbered sources. Today: the passages-only answer,
 * the product's mode without a model. The model answer (issue 4) renders here from the same
 * `AskedQuestion` (question, selection, passages in source order) and keeps `data-testid="answer"`.
 */
export function AnswerRegion({ asked }: { asked: AskedQuestion }) {
  const readable = asked.statuses.filter((s) => s.state === 'ready').length;
  const count = asked.passages.length;
  const text =
    readable === 0
      ? 'No tab could be read, so there is nothing to answer from.'
      : count === 0
        ? `Nothing in ${readable === 1 ? 'this tab' : `these ${readable} tabs`} matches the question.`
        : `The ${count === 1 ? 'passage' : `${count} passages`} of your tabs that best match the question:`;
  return (
    <div class="answer" data-testid="answer" data-mode="passages" aria-live="polite">
      <p>{text}</p>
    </div>
  );
}
