import type { TokenUsage } from '../../models/language-model';
import type { PromptReport } from '../../pipeline/prompt/build-prompt';
import './what-the-model-saw.css';

/** "What the model saw": the sources sent, their tabs and tokens, and what did not fit. */
export function WhatTheModelSaw({
  report,
  usage,
  rewrite,
  onCite,
}: {
  report: PromptReport;
  usage?: TokenUsage | undefined;
  /** The model's search terms, when the first ranking was weak and the tabs were searched again with them. */
  rewrite?: string | undefined;
  onCite(index: number): void;
}) {
  const sourceTokens = report.sent.reduce((sum, s) => sum + s.tokens, 0);
  return (
    <details class="model-saw" data-testid="model-saw">
      <summary>
        What the model saw: {report.sent.length} {report.sent.length === 1 ? 'passage' : 'passages'},{' '}
        {usage ? `${usage.promptTokens.toLocaleString()} tokens` : `about ${report.promptTokens.toLocaleString()} tokens`}
        {report.leftOut.length > 0 ? `; ${report.leftOut.length} did not fit` : ''}
      </summary>
      {rewrite && (
        <p data-testid="model-saw-rewrite">
          Your words matched little, so the model suggested search terms and your tabs were searched for them too: <q>{rewrite}</q>
        </p>
      )}
      <ol class="model-saw-list">
        {report.sent.map((s) => (
          <li key={s.id} data-testid="model-saw-sent">
            <button type="button" class="link" onClick={() => onCite(s.id)}>
              [{s.id}] {s.passage.source.title || s.passage.source.url}
            </button>{' '}
            <span class="muted">
              {s.passage.source.site} · {s.tokens} tokens
            </span>
          </li>
        ))}
      </ol>
      {report.leftOut.length > 0 && (
        <p class="muted" data-testid="model-saw-left-out">
          Did not fit the {report.sourceBudget.toLocaleString()}-token budget:{' '}
          {report.leftOut.map((l) => `[${l.id}] ${l.passage.source.title}`).join(', ')}
        </p>
      )}
      <p class="muted">
        Sources {sourceTokens.toLocaleString()} tokens; {report.answerReserve} kept for the answer
        {report.historyTurnsKept + report.historyTurnsDropped > 0
          ? `; ${report.historyTurnsKept} earlier ${report.historyTurnsKept === 1 ? 'question' : 'questions'} included${report.historyTurnsDropped ? `, ${report.historyTurnsDropped} left out` : ''}`
          : ''}
        .
      </p>
    </details>
  );
}
