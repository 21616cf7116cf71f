import { ui } from '../../i18n/ui-translator';
import { usePanel } from '../panel-context';
import { modelErrorWords } from '../model-error-words';
import { ModelMenu } from './model-menu';
import { ENABLE, SHORT } from './passages-only-words';
import './model-line.css';


/**
 * The model's status in one quiet line under the title, with one action: what answers (and whether
 * page text leaves the browser), or why answers are passages only and what would change it. Said
 * once here, not on every turn.
 */
export function ModelLine() {
  const { modelController, openOptions } = usePanel();
  const plan = modelController.plan.value;
  const reason = modelController.passagesReason.value;
  const loadError = modelController.loadError.value;
  const errorWords = loadError && modelErrorWords(loadError);
  const suggestion = modelController.suggestion.value;
  let line;
  if (plan?.kind === 'on-device') {
    line = <ModelMenu />;
  } else if (reason) {
    line = (
      <p class="model-line" data-testid="passages-only" data-reason={reason} title={ui.t(ENABLE[reason])}>
        <span>{ui.t('passagesOnlyLine', ui.t(SHORT[reason]))}</span>
        {reason === 'declined-download' ? (
          <button type="button" class="link-button" data-testid="model-reconsider" onClick={modelController.reconsider}>
            {ui.t('downloadTheModel')}
          </button>
        ) : (
          <button type="button" class="link-button" data-testid="model-line-options" onClick={() => void openOptions()}>
            {ui.t(reason === 'load-failed' ? 'openOptions' : 'setUpModel')}
          </button>
        )}
      </p>
    );
  } else if (plan?.kind === 'openai') {
    line = (
      <p class="model-line off-device" role="note" data-testid="off-device">
        <span>
          {ui.t('answersByServer', plan.settings.model, hostOf(plan.settings.baseUrl))}
        </span>
      </p>
    );
  } else if (plan?.kind === 'chrome-ai') {
    line = <p class="model-line">{ui.t('answersByChrome')}</p>;
  } else {
    line = <p class="model-line muted">{ui.t('checkingModel')}</p>;
  }
  return (
    <div class="model-status-area">
      {line}
      {loadError && (
        <div class="model-error" role="alert" data-testid="model-error" data-kind={loadError.kind}>
          <p>{errorWords?.message}</p>
          {errorWords?.fix && <p class="fix">{errorWords.fix}</p>}
          {suggestion && (
            <button type="button" data-testid="model-smaller" onClick={() => void modelController.choose(suggestion.model.id)}>
              {ui.t(
                suggestion.model.engine === 'wllama' ? 'useInsteadCpu' : 'useInstead',
                `${suggestion.model.family} ${suggestion.model.size}`,
                ui.number(suggestion.memoryMB / 1024, { style: 'unit', unit: 'gigabyte', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              )}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
