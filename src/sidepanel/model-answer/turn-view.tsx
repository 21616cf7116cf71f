import type { ComponentChildren } from 'preact';
import type { Turn } from './answer-session';
import { AnswerText } from './answer-text';
import { OffDeviceBanner } from './notices';
import { UnsupportedAnswer } from './unsupported-answer';
import { WhatTheModelSaw } from './what-the-model-saw';

export interface TurnViewProps {
  turn: Turn;
  onCite(index: number): void;
  onStop(): void;
  /** Asks an interrupted turn's question again (its stream died with a closed panel). */
  onAskAgain?(): void;
  /** data-testid of the rendered answer; the panel may give it to its passages view instead. */
  answerTestId?: string | undefined;
  /** data-testid of the turn's error box; null: the panel shows turn errors in its own error area. */
  errorTestId?: string | null | undefined;
  /** The newest turn (its question carries the panel's `asked-question` class). */
  latest?: boolean | undefined;
  /** The panel's passages view for this turn (always shown in passages-only mode). */
  passages?: ComponentChildren;
}

const STATUS: Partial<Record<Turn['status']['value'], string>> = {
  retrieving: 'Reading your tabs…',
  preparing: 'Starting the model…',
  streaming: 'Writing…',
  stopped: 'Stopped.',
  interrupted: 'Interrupted: the panel was closed before this answer finished.',
};

/** One question and its answer: streamed text, chips, Stop, checks, and what the model saw. */
export function TurnView({ turn, onCite, onStop, onAskAgain, answerTestId = 'answer', errorTestId = 'error', latest = true, passages }: TurnViewProps) {
  const status = turn.status.value;
  const model = turn.model.value;
  const analysis = turn.analysis.value;
  const report = turn.report.value;
  const active = status === 'retrieving' || status === 'preparing' || status === 'streaming';
  const finished = status === 'done' || status === 'stopped';
  const unsupported = finished && model && analysis.assessment.verdict === 'unsupported';
  const chips = turn.passages.value.map((p, i) => ({ id: i + 1, title: p.source.title, site: p.source.site }));
  return (
    <section class="turn" data-testid="turn" data-status={status}>
      <p class={latest ? 'turn-question asked-question' : 'turn-question'}>{turn.question}</p>
      {model?.sendsTextOffDevice && <OffDeviceBanner label={model.label} />}
      {(STATUS[status] || active) && (
        <p class="turn-status muted" data-testid="answer-status">
          {STATUS[status]}
          {active && (
            <button type="button" data-testid="stop" onClick={onStop}>
              Stop
            </button>
          )}
          {status === 'interrupted' && onAskAgain && (
            <button type="button" data-testid="ask-again" onClick={onAskAgain}>
              Ask again
            </button>
          )}
        </p>
      )}
      {model && (turn.text.value || finished) && (
        <div class={`answer${unsupported ? ' answer-unsupported' : ''}`} data-testid={answerTestId} data-verdict={finished ? analysis.assessment.verdict : undefined}>
          {unsupported && <UnsupportedAnswer assessment={analysis.assessment} passages={turn.passages.value} onCite={onCite} />}
          {turn.text.value && (
            <>
              {unsupported && analysis.assessment.reason !== 'model-declined' && <p class="muted">The model said:</p>}
              <AnswerText analysis={analysis} sources={chips} onCite={onCite} testId="answer-text" streaming={status === 'streaming'} />
            </>
          )}
          {finished && analysis.assessment.weakGroups.length > 0 && !unsupported && (
            <p class="muted" data-testid="weak-note">
              Dashed citations point to passages that do not clearly say what the sentence claims.
            </p>
          )}
        </div>
      )}
      {turn.error.value && errorTestId === null && <p class="turn-status muted">No answer: see the message above.</p>}
      {turn.error.value && errorTestId !== null && (
        <div class="turn-error" role="alert" data-testid={errorTestId} data-kind={turn.error.value.kind}>
          <p>{turn.error.value.message}</p>
          {turn.error.value.fix && <p class="fix">{turn.error.value.fix}</p>}
        </div>
      )}
      {passages}
      {report && <WhatTheModelSaw report={report} usage={turn.usage.value} onCite={onCite} />}
    </section>
  );
}
