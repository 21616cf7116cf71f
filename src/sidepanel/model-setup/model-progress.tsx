import type { LoadProgress } from '../../models/load-progress';
import { usePanel } from '../panel-context';
import './model-progress.css';

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}

const PHASE: Record<LoadProgress['phase'], string> = {
  download: 'Downloading',
  cache: 'Loading from this computer',
  compile: 'Preparing the model',
  ready: 'Ready',
};

/** The model download/load bar: bytes and percent, Cancel, and the "downloads once" note. */
export function ModelProgress() {
  const { modelController } = usePanel();
  const progress = modelController.progress.value;
  const plan = modelController.plan.value;
  if (!progress) return null;
  const label = plan?.kind === 'on-device' ? `${plan.chosen.model.family} ${plan.chosen.model.size}` : 'Chrome’s built-in model';
  const percent = Math.floor(progress.fraction * 100);
  const bytes =
    progress.loadedBytes !== undefined ? `${formatBytes(progress.loadedBytes)}${progress.totalBytes ? ` of ${formatBytes(progress.totalBytes)}` : ''}, ` : '';
  return (
    <div class="model-progress" data-testid="model-progress" data-phase={progress.phase} data-percent={percent}>
      <p>
        {PHASE[progress.phase]} {label}: {bytes}
        {percent}%
      </p>
      <progress max={100} value={percent} title={progress.text} aria-label={`${PHASE[progress.phase]} ${percent}%`} />
      <button type="button" data-testid="model-cancel" onClick={modelController.cancelLoad}>
        Cancel
      </button>
      {progress.phase === 'download' && <p class="muted">The model downloads once; after that it loads from this computer, offline too.</p>}
    </div>
  );
}
