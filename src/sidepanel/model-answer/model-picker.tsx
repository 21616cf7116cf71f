import type { ModelFit } from '../../models/webllm/hardware-fit';
import type { CacheStatus } from '../../models/webllm/model-cache';
import { formatBytes } from './model-progress';

function optionLabel(fit: ModelFit, cached: boolean): string {
  const need = `${(fit.model.vramMB / 1024).toFixed(1)} GB GPU memory, ${fit.model.contextWindow.toLocaleString()}-token window`;
  const mark = fit.status === 'tight' ? ' — may not fit' : '';
  return `${fit.model.label} · ${need}${cached ? ' · downloaded' : ''}${mark}`;
}

/** Models this GPU can run (q4f16 only with shader-f16); ones that may not fit are marked. */
export function ModelPicker({
  fits,
  selectedId,
  cache,
  disabled,
  onSelect,
}: {
  fits: ModelFit[];
  selectedId: string;
  cache?: CacheStatus | undefined;
  disabled?: boolean;
  onSelect(modelId: string): void;
}) {
  const selected = fits.find((f) => f.model.id === selectedId);
  return (
    <label class="model-picker">
      Model
      <select
        data-testid="model-select"
        value={selectedId}
        disabled={disabled}
        onChange={(e) => onSelect((e.currentTarget as HTMLSelectElement).value)}
      >
        {fits.map((fit) => (
          <option key={fit.model.id} value={fit.model.id} data-fit={fit.status} data-quantization={fit.model.quantization}>
            {optionLabel(fit, cache?.cached[fit.model.id] ?? false)}
          </option>
        ))}
      </select>
      {selected?.reason && <span class="muted" data-testid="model-fit-note">{selected.reason}</span>}
      {cache?.usedBytes !== undefined && (
        <span class="muted" data-testid="storage-used">
          Storage used by Ask Tabs: {formatBytes(cache.usedBytes)}
          {cache.quotaBytes ? ` of ${formatBytes(cache.quotaBytes)} available` : ''}
        </span>
      )}
    </label>
  );
}
