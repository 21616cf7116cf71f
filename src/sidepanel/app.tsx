import { ui } from '../i18n/ui-translator';
import { Composer } from './composer/composer';
import { Conversation } from './conversation/conversation';
import { HistoryView } from './history/history-view';
import { ModelLine } from './model-setup/model-line';
import { LineIcon } from './line-icon';
import { usePanel } from './panel-context';
import './app.css';

/**
 * A chat: a slim header with the model's status, the conversation (newest turn at the bottom,
 * scrolling up) or the kept conversations, and the question box with its scope at the bottom, always in view.
 */
export function App() {
  const { openOptions, conversations } = usePanel();
  const showingHistory = conversations?.viewOpen.value ?? false;
  return (
    <div class="panel">
      <header class="panel-head">
        <h1 class="panel-title">{ui.t('extName')}</h1>
        <ModelLine />
        <span class="head-buttons">
          {conversations && (
            <button
              type="button"
              class="icon-button"
              data-testid="history-open"
              aria-pressed={showingHistory}
              aria-label={ui.t('historyTitle')}
              title={ui.t('historyTitle')}
              onClick={() => (conversations.viewOpen.value = !showingHistory)}
            >
              <LineIcon name="history" />
            </button>
          )}
          <button type="button" class="icon-button" data-testid="open-options" aria-label={ui.t('openOptionsLabel')} title={ui.t('openOptionsLabel')} onClick={() => void openOptions()}>
            <LineIcon name="settings" />
          </button>
        </span>
      </header>
      {conversations && showingHistory ? <HistoryView conversations={conversations} /> : <Conversation />}
      <Composer />
    </div>
  );
}
