import { ui } from '../../i18n/ui-translator';
import { useMemo } from 'preact/hooks';
import { displayNumbers } from '../../pipeline/cite/display-numbers';
import { sentenceMoment } from '../../pipeline/transcript/sentence-moment';
import { showSource } from './show-source';
import { DownloadPrompt } from '../model-setup/download-prompt';
import { ModelProgress } from '../model-setup/model-progress';
import { usePanel } from '../panel-context';
import type { PlainKey } from '../../i18n/message-key';
import type { Turn } from '../session/turn';
import { modelTurnAsMarkdown } from './conversation-as-markdown';
import { AnswerText } from './answer-text';
import { CopyButton } from './copy-button';
import { FailedAnswer } from './failed-answer';
import { PassagesAnswer } from './passages-answer';
import { prefillEstimate } from './prefill-estimate';
import { ReadingLine } from './reading-line';
import { SourceList } from './source-list';
import { TabProblems } from './tab-problems';
import { ThisPageLine } from './this-page-line';
import { ComparedAloneLine } from './compared-alone-line';
import { ReadTabsLine } from './read-tabs-line';
import { quotedClaim, UnsupportedAnswer } from './unsupported-answer';
import { WhatTheModelSaw } from './what-the-model-saw';
import './turn-view.css';

const STATUS: Partial<Record<Turn['status']['value'], PlainKey>> = {
  retrieving: 'statusRetrieving',
  preparing: 'statusPreparing',
  streaming: 'statusStreaming',
  stopped: 'statusStopped',
  interrupted: 'statusInterrupted',
};

/** One question and its answer: progress, the streamed answer with chips or the passages, problems, sources and tools. */
export function TurnView({ turn, latest }: { turn: Turn; latest: boolean }) {
  const { state, api, session, modelController, ask, tabActions } = usePanel();
  const status = turn.status.value;
  const model = turn.model.value;
  const analysis = turn.analysis.value;
  const report = turn.report.value;
  const reading = turn.reading.value;
  const retrieval = turn.retrieval.value;
  const passages = turn.passages.value;
  const active = status === 'retrieving' || status === 'preparing' || status === 'streaming';
  const finished = status === 'done' || status === 'stopped';
  // Only a finished answer is judged: a streaming one has not cited yet, a stopped one never will (N7).
  const judged = status === 'done';
  const unsupported = judged && model && analysis.assessment.verdict === 'unsupported';
  // The closest passages of a "don't seem to say" answer are numbered right after the cited ones: 1, 2, 3, not 1, 2, 8 (review R10).
  const closest = unsupported ? analysis.assessment.closest : undefined;
  const numbers = useMemo(() => displayNumbers([...analysis.citedInOrder, ...(closest ?? [])], passages.length), [analysis, closest, passages.length]);
  const chipOptions = useMemo(() => ({ judged, numbers }), [judged, numbers]);
  const consent = latest && status === 'preparing' ? modelController.downloadRequest.value : undefined;
  const progress = latest && status === 'preparing' ? modelController.progress.value : undefined;
  // A card bolds the sentence matching what the answer said citing it (else the question: N16); a
  // transcript's chip, card and seek use that sentence's moment (R11).
  const queryOf = (id: number) => analysis.claims.filter((c) => c.ids.includes(id)).map((c) => c.text).join(' ') || turn.question;
  const momentOf = (id: number) => {
    const passage = passages[id - 1];
    return passage && sentenceMoment(passage.chunk, queryOf(id));
  };
  const cite = (index: number) => {
    const passage = passages[index - 1];
    if (passage) void showSource(state, api, passage, tabActions, momentOf(index));
  };
  const chips = passages.map((p, i) => {
    const time = momentOf(i + 1);
    return { id: i + 1, title: p.source.title, site: p.source.site, ...(time !== undefined ? { time } : {}) };
  });
  const steps = turn.steps.value;
  const stepText =
    steps &&
    (steps.step < steps.of
      ? steps.seconds !== undefined
        ? ui.t('partsReadingAbout', steps.step, steps.of - 1, ui.duration(Math.max(1, Math.round(steps.seconds)), 'second'))
        : ui.t('partsReading', steps.step, steps.of - 1)
      : ui.plural('partsWriting', steps.of - 1));
  const prefill = status === 'preparing' ? turn.prefill.value : undefined;
  const prefillText = prefill && prefillEstimate(prefill);
  // The engine host writes one answer at a time for every window: this one is next.
  const queuedText = status === 'preparing' && turn.queued.value ? ui.t('waitingForOtherWindow') : undefined;
  const statusText = reading ? undefined : consent ? ui.t('waitingForChoice') : progress ? undefined : (stepText ?? queuedText ?? prefillText ?? (STATUS[status] && ui.t(STATUS[status])));
  const answerId = latest ? 'answer' : 'previous-answer';

  return (
    <article class="turn" data-testid="turn" data-status={status} aria-busy={active}>
      <p class={latest ? 'turn-question asked-question' : 'turn-question'}>{turn.question}</p>
      {retrieval && <ThisPageLine retrieval={retrieval} />}
      {retrieval && <ComparedAloneLine retrieval={retrieval} />}
      {retrieval && <ReadTabsLine retrieval={retrieval} question={turn.question} latest={latest} />}
      {reading && <ReadingLine reading={reading} />}
      {(statusText || (active && !reading)) && (
        <p class="turn-status" data-testid="answer-status" data-step={steps ? `${steps.step}/${steps.of}` : undefined} data-prefill={prefillText ? '' : undefined} data-queued={queuedText ? '' : undefined}>
          <span>{statusText}</span>
          {active && (
            <button type="button" data-testid="stop" onClick={session.stop}>
              {ui.t('stop')}
            </button>
          )}
          {(status === 'interrupted' || (status === 'stopped' && latest)) && (
            <button
              type="button"
              data-testid="ask-again"
              onClick={() => {
                session.turns.value = session.turns.value.filter((t) => t !== turn);
                void ask(turn.question);
              }}
            >
              {ui.t('askAgain')}
            </button>
          )}
        </p>
      )}
      {/* Why the answer is what it is (a video without captions, a tab not read yet) comes before it (review R4, R8). */}
      {retrieval && finished && <TabProblems retrieval={retrieval} question={turn.question} latest={latest} />}
      {consent && <DownloadPrompt />}
      {progress && <ModelProgress />}
      {model && (turn.text.value || finished) && (
        <div class={`answer${unsupported ? ' answer-unsupported' : ''}`} data-testid={answerId} data-verdict={finished ? analysis.assessment.verdict : undefined}>
          {unsupported && <UnsupportedAnswer assessment={analysis.assessment} passages={passages} numbers={numbers} onCite={cite} words={turn.language.value?.words} />}
          {turn.text.value && (
            <>
              {unsupported && analysis.assessment.reason !== 'model-declined' && <p class="muted">{ui.t('modelSaid')}</p>}
              <AnswerText analysis={analysis} sources={chips} onCite={cite} testId={latest ? 'answer-text' : 'previous-answer-text'} streaming={status === 'streaming'} chips={chipOptions} />
            </>
          )}
          {judged &&
            !unsupported &&
            analysis.assessment.unsupportedClaims.map((claim) => (
              <p class="muted" data-testid="weak-note" key={claim}>
                {ui.t('weakNote', quotedClaim(claim))}
              </p>
            ))}
          {finished && turn.text.value && (
            <div class="answer-tools">
              <CopyButton
                testId={latest ? 'copy-answer' : 'copy-previous-answer'}
                label={ui.t('copyAnswer')}
                text={() => modelTurnAsMarkdown(turn)}
              />
            </div>
          )}
        </div>
      )}
      {turn.error.value && (
        <FailedAnswer
          error={turn.error.value}
          hasPassages={passages.length > 0}
          onRetry={() => {
            session.turns.value = session.turns.value.filter((t) => t !== turn);
            void ask(turn.question);
          }}
        />
      )}
      {(!model || turn.error.value) && (passages.length > 0 || finished) && (
        <PassagesAnswer question={turn.question} passages={passages} retrieval={retrieval} early={status === 'retrieving'} latest={latest} words={turn.language.value?.words} />
      )}
      {model && passages.length > 0 && (finished || status === 'interrupted') && <SourceList passages={passages} cited={analysis.citedInOrder} numbers={numbers} testId={latest ? 'source' : 'previous-source'} folded={!!unsupported && analysis.assessment.closest.length > 0} queryOf={queryOf} />}
      {report && <WhatTheModelSaw report={report} usage={turn.usage.value} rewrite={retrieval?.rewrite} numbers={numbers} onCite={cite} />}
    </article>
  );
}
