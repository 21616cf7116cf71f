import type { ComponentChildren } from 'preact';
import { usePanel } from '../panel-context';
import type { TurnError } from '../../history/kept-turn';
import './failed-answer.css';
import { ui } from '../../i18n/ui-translator';
import { codeSpans } from '../../i18n/code-spans';

/** `code` in a message ("run `ollama serve`") as code, the rest as text nodes: never HTML. */
function withCode(text: string): ComponentChildren[] {
  return codeSpans(text).map((span, i) => (span.code ? <code key={i}>{span.text}</code> : span.text));
}

/**
 * The one line a turn ends with when the model failed (server unreachable or failing, a download
 * that failed): what happened, its fix, and the actions, above the passages that were found, which
 * are kept (review turn 3, N6).
 */
export function FailedAnswer({ error, hasPassages, onRetry }: { error: TurnError; hasPassages: boolean; onRetry(): void }) {
  const { openOptions } = usePanel();
  return (
    <p class="failed" role="alert" data-testid="turn-error" data-kind={error.kind}>
      <span>{withCode(error.message)}</span> {error.fix && <span>{withCode(error.fix)} </span>}
      {hasPassages && <span>{ui.t('passagesFoundBelow')} </span>}
      <button type="button" data-testid="retry" onClick={onRetry}>
        {ui.t('retry')}
      </button>{' '}
      <button type="button" class="link" data-testid="turn-options" onClick={() => void openOptions()}>
        {ui.t('openOptions')}
      </button>
    </p>
  );
}
