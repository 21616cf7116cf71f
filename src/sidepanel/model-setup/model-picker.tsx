import { usePanel } from '../panel-context';
import { describeModels, type ModelOption } from './describe-models';
import { formatBytes } from './model-progress';
import './model-picker.css';

const ENGINE = { webllm: 'On the graphics card (WebGPU)', wllama: 'On the processor (no graphics card needed)' } as const;

/** Every model this computer can run, in plain words, grouped by where it runs; what is downloaded, and the storage used. */
export function ModelPicker() {
  const { modelController, session } = usePanel();
  const plan = modelController.plan.value;
  if (plan?.kind !== 'on-device') return null;
  const cache = modelController.cache.value;
  const options = describeModels(plan.fits, plan.recommended.model.id);
  const selected = plan.chosen;
  const chosen = options.find((o) => o.id === selected.model.id);
  const cached = cache?.cached[selected.model.id] ?? false;
  const busy = session.busy.value || modelController.progress.value !== undefined;
  const label = (o: ModelOption) => `${o.name} — ${o.tag} (${o.size})${cache?.cached[o.id] ? ', downloaded' : ''}${o.note ? `, ${o.note.toLowerCase()}` : ''}`;
  return (
    <div class="model-picker">
      <label for="model-select">Model</label>
      <select id="model-select" data-testid="model-select" value={selected.model.id} disabled={busy} onChange={(e) => void modelController.choose(e.currentTarget.value)}>
        {(['webllm', 'wllama'] as const).map((engine) => {
          const list = options.filter((o) => o.engine === engine);
          return list.length === 0 ? null : (
            <optgroup key={engine} label={ENGINE[engine]}>
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
        {plan.why}
      </p>
      {chosen && (
        <p class="muted">
          Runs {chosen.where}; reads {chosen.reads} of your tabs at once.
        </p>
      )}
      {chosen?.speed && (
        <p class="muted" data-testid="model-speed">
          {chosen.speed}
        </p>
      )}
      <p class="model-cache" data-testid="model-cache" data-cached={cached}>
        {cached ? 'Downloaded: works offline.' : 'Not downloaded yet: the first question asks before downloading.'}{' '}
        {cached && (
          <button type="button" data-testid="model-delete" onClick={() => void modelController.deleteFromCache(selected.model.id)}>
            Delete from this computer
          </button>
        )}
      </p>
      {cache?.usedBytes !== undefined && (
        <p class="muted" data-testid="storage-used">
          Storage used by Ask Tabs: {formatBytes(cache.usedBytes)}
          {cache.quotaBytes ? ` of ${formatBytes(cache.quotaBytes)} available` : ''}
        </p>
      )}
    </div>
  );
}
