import { ui } from '../../i18n/ui-translator';
import { usePanel } from '../panel-context';
import { describeStatus } from '../scope/describe-status';
import { explainVideo } from '../scope/describe-video';
import { setScope } from '../state/panel-state';
import { tabLabel } from '../state/tab-label';
import type { TurnRetrieval } from '../../history/kept-turn';
import { problemLines, type ProblemLine } from './problem-lines';
import './tab-problems.css';

interface LineProps {
  line: Extract<ProblemLine, { kind: 'tab' | 'video' }>;
  question: string;
  name: string | undefined;
  latest: boolean;
}

function Line({ line, question, name, latest }: LineProps) {
  const { state, ask, tabActions, api } = usePanel();
  const tab = state.tabs.value.find((t) => t.id === line.tabId);
  const now = state.statuses.value.get(line.tabId);
  const why =
    line.kind === 'video'
      ? explainVideo(line.video)
      : line.reason === 'skipped'
      ? ui.t('problemSkipped')
      : line.reason === 'still-reading'
        ? now?.state === 'reading'
          ? ui.t('problemStillReading')
          : now?.state === 'ready'
            ? ui.t('problemReadSince')
            : now
              ? describeStatus(now)
              : ui.t('problemNotRead')
        : line.reason === 'read-while-loading'
          ? ui.t('problemReadWhileLoading')
          : describeStatus({ tabId: line.tabId, state: 'unreadable', reason: line.reason });
  return (
    <li
      class="problem"
      data-testid={latest ? 'tab-problem' : 'previous-tab-problem'}
      data-tab-id={line.tabId}
      data-reason={line.kind === 'video' ? `video-${line.video.transcript}` : line.reason}
    >
      <span>
        <strong class="problem-tab">{ui.t('problemTab', name ?? (tab ? tabLabel(tab.title, tab.url).name : ui.t('closedTab')))}</strong> {why}
      </span>
      {latest && line.action === 'ask-all' && (
        <button
          type="button"
          data-testid="ask-all-instead"
          onClick={() => {
            setScope(state, 'all');
            void ask(question);
          }}
        >
          {ui.t('askAllInstead')}
        </button>
      )}
      {latest && line.action === 'reload' && tab && (
        <button type="button" data-testid="reload-tab" onClick={() => void tabActions.reload(line.tabId).catch(() => undefined)}>
          {ui.t('reloadTab')}
        </button>
      )}
      {latest && line.action === 'show-tab' && tab && (
        <button type="button" data-testid="go-to-tab" onClick={() => void tabActions.show(line.tabId).catch(() => undefined)}>
          {ui.t('goToTab')}
        </button>
      )}
      {line.action === 'stop-reading' && now?.state === 'reading' && (
        <button type="button" data-testid="stop-reading" onClick={() => void api.stopReading({ tabId: line.tabId }).catch(() => undefined)}>
          {ui.t('skipIt')}
        </button>
      )}
      {latest && line.action === 'file-access' && (
        <button type="button" data-testid="open-file-access" onClick={() => void tabActions.openFileAccessSetting()}>
          {ui.t('openSetting')}
        </button>
      )}
    </li>
  );
}

/**
 * One line per tab that could not be read (or whose video's words could not), each with the action that
 * helps; browser pages in "All tabs" as one quiet count. They open the answer: they say why it is what it is.
 */
export function TabProblems({ retrieval, question, latest }: { retrieval: TurnRetrieval; question: string; latest: boolean }) {
  const { state } = usePanel();
  const others = state.tabs.value.filter((t) => !retrieval.tabIds.includes(t.id)).length;
  // The scope the question was asked in, not today's: an earlier turn must not change after the fact (review N14).
  const lines = problemLines(retrieval.statuses, retrieval.skipped, retrieval.scope ?? state.scope.value, others, retrieval.stillReading);
  if (lines.length === 0) return null;
  return (
    <ul class="problems">
      {lines.map((line) =>
        line.kind === 'quiet' ? (
          <li key="quiet" class="problem muted" data-testid={latest ? 'skipped-quietly' : undefined}>
            {ui.plural('browserPagesSkipped', line.count)}
          </li>
        ) : (
          <Line key={line.tabId} line={line} question={question} name={retrieval.names?.[line.tabId]} latest={latest} />
        ),
      )}
    </ul>
  );
}
