import { ui } from '../../i18n/ui-translator';
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
  const passages = ui.plural('passageCount', report.sent.length);
  const tokens = usage ? ui.plural('tokenCount', usage.promptTokens) : ui.plural('tokenCountAbout', report.promptTokens);
  const kept = report.historyTurnsKept;
  const dropped = report.historyTurnsDropped;
  const history = kept + dropped === 0 ? undefined : dropped ? ui.plural('historyIncludedDropped', kept, dropped) : ui.plural('historyIncluded', kept);
  return (
    <details class="model-saw" data-testid="model-saw">
      <summary>
        {report.leftOut.length > 0 ? ui.t('modelSawLeftOut', passages, tokens, ui.plural('notFitCount', report.leftOut.length)) : ui.t('modelSaw', passages, tokens)}
      </summary>
      {rewrite && (
        <p data-testid="model-saw-rewrite">
          {ui.t('modelSawRewrite')} <q>{rewrite}</q>
        </p>
      )}
      <ol class="model-saw-list">
        {report.sent.map((s) => (
          <li key={s.id} data-testid="model-saw-sent">
            <button type="button" class="link" onClick={() => onCite(s.id)}>
              [{s.id}] {s.passage.source.title || s.passage.source.url}
            </button>{' '}
            <span class="muted">
              {s.passage.source.site} · {ui.plural('tokenCount', s.tokens)}
            </span>
          </li>
        ))}
      </ol>
      {report.leftOut.length > 0 && (
        <p class="muted" data-testid="model-saw-left-out">
          {ui.t('modelSawNotFit', report.sourceBudget, report.leftOut.map((l) => `[${l.id}] ${l.passage.source.title}`).join(', '))}
        </p>
      )}
      <p class="muted">
        {history ? ui.t('modelSawBudgetHistory', sourceTokens, report.answerReserve, history) : ui.t('modelSawBudget', sourceTokens, report.answerReserve)}
      </p>
    </details>
  );
}
