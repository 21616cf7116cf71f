import { ui } from '../../i18n/ui-translator';
import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import type { EngineState } from '../../messaging/engine-host-protocol';
import { usePanel } from '../panel-context';
import { useDismiss } from '../use-dismiss';
import { hasOffscreenDocuments } from '../../platform/has-offscreen-documents';
import { ENABLE, SHORT } from './passages-only-words';
import { ModelPicker } from './model-picker';
import { modelNameWords } from '../../backends/model-name-words';
import './model-menu.css';

function minutes(ms: number): string {
  const m = Math.round(ms / 60_000);
  return m >= 60 && m % 60 === 0 ? ui.t('durationHours', m / 60) : m >= 1 ? ui.t('durationMinutes', m) : ui.t('durationSeconds', Math.round(ms / 1000));
}

/**
 * The on-device model's line: which model, where it runs, whether it is in memory (the engine host
 * keeps it loaded between questions and panel sessions, `model-status`), "Unload now", and a menu to
 * change it or delete it from this computer.
 */
export function ModelMenu() {
  const { modelController } = usePanel();
  const open = useSignal(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(open.value, [panel, button], () => (open.value = false));
  const plan = modelController.plan.value;
  if (plan?.kind !== 'on-device') return null;
  const status = modelController.engineStatus.value;
  const reason = modelController.passagesReason.value;
  const loading = modelController.progress.value !== undefined;
  const state: EngineState = loading ? 'loading' : reason === 'load-failed' ? 'error' : (status?.state ?? 'none');
  const { family, size, engine } = plan.chosen.model;
  const name = `${family} ${size}`;
  const cpu = engine === 'wllama';
  const cached = modelController.cache.value?.cached[plan.chosen.model.id] ?? false;
  let text: string;
  if (state === 'ready' && status?.model) {
    const label = modelNameWords(status.model.name);
    if (status.idleMs) text = ui.t(cpu ? 'modelLoadedCpuIdle' : 'modelLoadedGpuIdle', label, minutes(status.idleMs));
    else text = ui.t(cpu ? 'modelLoadedCpu' : 'modelLoadedGpu', label);
    // Firefox's host is its background page, which Firefox may suspend once no panel keeps it awake.
    if (!hasOffscreenDocuments()) text = `${text} ${ui.t('modelMayGoWithSidebar')}`;
  } else if (state === 'loading') text = ui.t('loadingModel', name);
  else if (state === 'error') text = status?.error?.message ?? ui.t('modelNameFailed', name);
  else if (status?.lastRelease === 'idle') text = ui.t('modelFreedIdle', name);
  else if (status?.lastRelease === 'host-closed') text = ui.t('modelFreedHostClosed', name);
  else text = ui.t(cached ? (cpu ? 'modelOnCpu' : 'modelOnGpu') : cpu ? 'modelOnCpuNotDownloaded' : 'modelOnGpuNotDownloaded', name);
  return (
    <div class="model-line" data-testid="model-status" data-state={state} data-loads={status?.loads ?? 0}>
      {reason ? (
        <span data-testid="passages-only" data-reason={reason} title={ui.t(ENABLE[reason])}>
          {ui.t(cpu ? 'passagesOnlyCpu' : 'passagesOnlyGpu', ui.t(SHORT[reason]), name)}
        </span>
      ) : (
        <span>{text}</span>
      )}
      {reason === 'declined-download' && (
        <button type="button" class="link-button" data-testid="model-reconsider" onClick={modelController.reconsider}>
          {ui.t('downloadTheModel')}
        </button>
      )}
      {(state === 'ready' || state === 'loading') && (
        <button type="button" class="link-button" data-testid="model-unload" onClick={() => void modelController.unloadNow()}>
          {ui.t('unloadNow')}
        </button>
      )}
      <button
        ref={button}
        type="button"
        class="link-button"
        data-testid="model-menu"
        aria-expanded={open.value}
        aria-controls="model-menu-panel"
        onClick={() => (open.value = !open.value)}
      >
        {ui.t('changeModel')}
      </button>
      <div
        ref={panel}
        id="model-menu-panel"
        class="menu-panel"
        hidden={!open.value}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            open.value = false;
            button.current?.focus();
          }
        }}
      >
        <ModelPicker />
      </div>
    </div>
  );
}
