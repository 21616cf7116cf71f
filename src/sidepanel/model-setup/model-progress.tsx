import { ui } from '../../i18n/ui-translator';
import type { LoadProgress } from '../../models/load-progress';
import type { PlainKey } from '../../i18n/message-key';
import { usePanel } from '../panel-context';
import './model-progress.css';

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return ui.number(bytes / 1024 ** 3, { style: 'unit', unit: 'gigabyte', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (bytes >= 1024 ** 2) return ui.number(Math.round(bytes / 1024 ** 2), { style: 'unit', unit: 'megabyte' });
  return ui.number(Math.max(0, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}

const PHASE: Record<LoadProgress['phase'], PlainKey> = {
  download: 'progressPhaseDownload',
  cache: 'progressPhaseCache',
  compile: 'progressPhaseCompile',
  ready: 'progressPhaseReady',
};

/**
 * The model download/load bar: bytes and percent, Cancel, and the "downloads once" note. The engine's
 * own progress text (English, e.g. WebLLM's "Fetching param cache[3/40]…") is not shown: the line above
 * the bar already says the phase, the model, the bytes and the percent in the interface's language.
 */
export function ModelProgress() {
  const { modelController } = usePanel();
  const progress = modelController.progress.value;
  const plan = modelController.plan.value;
  if (!progress) return null;
  const label = plan?.kind === 'on-device' ? `${plan.chosen.model.family} ${plan.chosen.model.size}` : ui.t('chromeModel');
  const percent = Math.floor(progress.fraction * 100);
  const phase = ui.t(PHASE[progress.phase]);
  const shown = ui.number(percent / 100, { style: 'percent' });
  const bytes =
    progress.loadedBytes === undefined
      ? undefined
      : progress.totalBytes
        ? ui.t('progressBytes', formatBytes(progress.loadedBytes), formatBytes(progress.totalBytes))
        : formatBytes(progress.loadedBytes);
  return (
    <div class="model-progress" data-testid="model-progress" data-phase={progress.phase} data-percent={percent}>
      <p>
        {bytes === undefined ? ui.t('progressLine', phase, label, shown) : ui.t('progressLineBytes', phase, label, bytes, shown)}
      </p>
      <progress max={100} value={percent} aria-label={ui.t('progressLabel', phase, shown)} />
      <button type="button" data-testid="model-cancel" onClick={modelController.cancelLoad}>
        {ui.t('cancel')}
      </button>
      {progress.phase === 'download' && <p class="muted">{ui.t('downloadsOnce')}</p>}
    </div>
  );
}
