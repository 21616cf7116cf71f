import { ui } from '../../i18n/ui-translator';
import { usePanel } from '../panel-context';
import { chosenWords } from './choice-words';
import { describeModels, isSoftwareGpu } from './describe-models';
import './download-prompt.css';

/** Choices shown in the question itself; the model menu has the rest. */
const OFFERED = 3;

/**
 * The question before the first download, where the user is looking (in the turn that waits for
 * it): what it gives, what it costs, in plain words; one primary button; "not now" keeps passages.
 */
export function DownloadPrompt() {
  const { modelController } = usePanel();
  const request = modelController.downloadRequest.value;
  const plan = modelController.plan.value;
  if (!request || plan?.kind !== 'on-device') return null;
  const options = describeModels(plan.fits, plan.recommended.model.id);
  const offered = options.slice(0, OFFERED);
  const chosen = options.find((o) => o.id === request.model.model.id) ?? offered[0];
  if (chosen && !offered.includes(chosen)) offered.push(chosen);
  return (
    <div class="download-prompt" data-testid="model-download" data-engine={request.model.model.engine}>
      <p class="prompt-title">{ui.t('downloadTitle')}</p>
      <p>{ui.t('downloadExplain')}</p>
      {isSoftwareGpu(plan.fits) && chosen?.engine === 'webllm' && (
        <p class="muted">{ui.t('softwareGpuSlow')}</p>
      )}
      <fieldset class="model-options">
        <legend class="visually-hidden">{ui.t('modelToDownload')}</legend>
        {offered.map((option) => (
          <label key={option.id} class="model-option" data-testid="model-option" data-model-id={option.id} data-engine={option.engine}>
            <input type="radio" name="download-model" checked={option.id === chosen?.id} onChange={() => void modelController.choose(option.id)} />
            <span>
              <strong>{option.tag}</strong> · {option.name} · {option.size}
              {option.note && <span class="option-note"> · {option.note}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <p class="muted" data-testid="download-why">
        {chosenWords({ ...plan, chosen: request.model })}
      </p>
      {chosen?.speed && (
        <p class="muted" data-testid="model-speed">
          {chosen.speed}
        </p>
      )}
      <div class="prompt-actions">
        <button type="button" class="primary" data-testid="model-download-approve" onClick={modelController.approveDownload}>
          {ui.t('downloadSize', chosen?.size ?? '')}
        </button>
        <button type="button" data-testid="model-download-decline" onClick={modelController.declineDownload}>
          {ui.t('notNowPassages')}
        </button>
      </div>
    </div>
  );
}
