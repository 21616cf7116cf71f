import { ui } from '../i18n/ui-translator';
import { Composer } from './composer/composer';
import { Conversation } from './conversation/conversation';
import { ModelLine } from './model-setup/model-line';
import { usePanel } from './panel-context';
import './app.css';

/**
 * A chat: a slim header with the model's status, the conversation (newest turn at the bottom,
 * scrolling up), and the question box with its scope at the bottom, always in view.
 */
export function App() {
  const { openOptions } = usePanel();
  return (
    <div class="panel">
      <header class="panel-head">
        <h1 class="panel-title">{ui.t('extName')}</h1>
        <ModelLine />
        <button type="button" class="icon-button" data-testid="open-options" aria-label={ui.t('openOptionsLabel')} title={ui.t('openOptionsLabel')} onClick={() => void openOptions()}>
          <span aria-hidden="true">⚙</span>
        </button>
      </header>
      <Conversation />
      <Composer />
    </div>
  );
}
