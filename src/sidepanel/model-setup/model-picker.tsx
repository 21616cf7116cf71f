import { ui } from '../../i18n/ui-translator';
import type { PlainKey } from '../../i18n/message-key';
import { usePanel } from '../panel-context';
import { chosenWords } from './choice-words';
import { describeModels, type ModelOption } from './describe-models';
import { formatBytes } from './model-progress';
import './model-picker.css';

const ENGINE = { webllm: 'engineGroupGpu', wllama: 'engineGroupCpu' } as const satisfies Record<ModelOption['engine'], PlainKey>;

/**
 * Every model this computer can run, in plain words, grouped by where it runs; why the recommended one is
 * recommended; what is downloaded, with Download for the chosen one when it is not; a way to a model server;
 * the storage used (review N12).
 */
export function ModelPicker() {
  const { modelController, session, openOptions } = usePanel();
  const plan = modelController.plan.value;
  if (plan?.kind !== 'on-device') return null;
  const cache = modelController.cache.value;
  const options = describeModels(plan.fits, plan.recommended.model.id);
  const selected = plan.chosen;
  const chosen = options.find((o) => o.id === selected.model.id);
  const cached = cache?.cached[selected.model.id] ?? false;
  const busy = session.busy.value || modelController.progress.value !== undefined;
  // "Qwen2.5 1.5B — Recommended (1.6 GB), downloaded, may not fit this computer": the extras are a list after the option.
  const label = (o: ModelOption) =>
    [ui.t('modelOption', o.name, o.tag, o.size), ...(cache?.cached[o.id] ? [ui.t('optionDownloaded')] : []), ...(o.note ? [ui.t('optionTight')] : [])].join(', ');
  return (
    <div class="model-picker">
      <label for="model-select">{ui.t('modelLabel')}</label>
      <select id="model-select" data-testid="model-select" value={selected.model.id} disabled={busy} onChange={(e) => void modelController.choose(e.currentTarget.value)}>
        {(['webllm', 'wllama'] as const).map((engine) => {
          const list = options.filter((o) => o.engine === engine);
          return list.length === 0 ? null : (
            <optgroup key={engine} label={ui.t(ENGINE[engine])}>
              {list.map((o) => (
                <option key={o.id} value={o.id} data-engine={engine} data-fit={o.fit.status} data-quantization={o.fit.model.quantization} data-window={o.fit.contextWindow}>
                  {label(o)}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
      <p class="muted" data-testid="model-why">
        {chosenWords(plan)}
      </p>
      {chosen && (
        <p class="muted">
          {ui.t(chosen.engine === 'wllama' ? 'runsCpu' : 'runsGpu', chosen.reads)}
        </p>
      )}
      {chosen?.speed && (
        <p class="muted" data-testid="model-speed">
          {chosen.speed}
        </p>
      )}
      <p class="model-cache" data-testid="model-cache" data-cached={cached}>
        {ui.t(cached ? 'cachedYes' : 'cachedNo')}{' '}
        {cached && (
          <button type="button" data-testid="model-delete" onClick={() => void modelController.deleteFromCache(selected.model.id)}>
            {ui.t('deleteFromComputer')}
          </button>
        )}
      </p>
      <p class="model-picker-actions">
        {!cached && chosen && (
          <button type="button" class="primary" data-testid="model-download-now" disabled={busy} onClick={modelController.downloadNow}>
            {ui.t('downloadSize', chosen.size)}
          </button>
        )}
        <button type="button" class="link-button" data-testid="use-server" onClick={() => void openOptions()}>
          {ui.t('useServer')}
        </button>
      </p>
      {cache?.usedBytes !== undefined && (
        <p class="muted" data-testid="storage-used">
          {cache.quotaBytes ? ui.t('storageUsedOf', formatBytes(cache.usedBytes), formatBytes(cache.quotaBytes)) : ui.t('storageUsed', formatBytes(cache.usedBytes))}
        </p>
      )}
    </div>
  );
}
