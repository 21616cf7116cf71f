import { useRef } from 'preact/hooks';
import { FirstScreen } from '../first-screen/first-screen';
import { usePanel } from '../panel-context';
import { AnswerAnnouncer } from './answer-announcer';
import { ExportButton } from './export-button';
import { TurnView } from './turn-view';
import { useFollowScroll } from './use-follow-scroll';
import './conversation.css';
import { ui } from '../../i18n/ui-translator';

/** The conversation, oldest at the top, the newest turn just above the question box; a first screen before any. */
export function Conversation() {
  const { session, startOver, conversations } = usePanel();
  const turns = session.turns.value;
  const scroller = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useFollowScroll(scroller, content, turns.at(-1)?.id);
  return (
    <main class="conversation" ref={scroller} aria-label={ui.t('conversationLabel')} tabIndex={-1}>
      <div class="conversation-inner" ref={content}>
        {turns.length === 0 ? (
          <FirstScreen />
        ) : (
          <>
            {turns.map((turn, i) => (
              <TurnView key={turn.id} turn={turn} latest={i === turns.length - 1} />
            ))}
            <div class="conversation-tools">
              <button type="button" class="start-over" data-testid="start-over" disabled={session.busy.value} onClick={startOver}>
                {ui.t('startOver')}
              </button>
              {conversations && <ExportButton turns={turns} />}
            </div>
          </>
        )}
      </div>
      <AnswerAnnouncer />
    </main>
  );
}
