import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import type { EngineState } from '../../messaging/engine-host-protocol';
import { usePanel } from '../panel-context';
import { useDismiss } from '../use-dismiss';
import { explainPassagesOnly } from '../../models/passages-only';
import { hasOffscreenDocuments } from '../../platform/has-offscreen-documents';
import { SHORT } from './passages-only-words';
import { ModelPicker } from './model-picker';
import './model-menu.css';

function minutes(ms: number): string {
  const m = Math.round(ms / 60_000);
  return m >= 60 && m % 60 === 0 ? `${m / 60} h` : m >= 1 ? `${m} min` : `${Math.round(ms / 1000)} s`;
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
  const where = engine === 'wllama' ? 'on the processor' : 'on the graphics card';
  const cached = modelController.cache.value?.cached[plan.chosen.model.id] ?? false;
  let text: string;
  if (state === 'ready' && status?.model) {
    const release = status.idleMs ? `; freed after ${minutes(status.idleMs)} unused` : '';
    // Firefox's host is its background page, which Firefox may suspend once no panel keeps it awake.
    const closing = hasOffscreenDocuments() ? '' : ', or earlier if Firefox suspends the add-on once the sidebar is closed';
    text = `${status.model.label} is loaded ${where}${release}${closing}.`;
  } else if (state === 'loading') text = `Loading ${name}…`;
  else if (state === 'error') text = status?.error?.message ?? `${name} failed.`;
  else if (status?.lastRelease === 'idle') text = `${name} was freed after a while unused; the next question loads it again.`;
  else if (status?.lastRelease === 'host-closed') text = `${name} was freed: the browser closed the page that held it; the next question loads it again.`;
  else text = `${name} ${where}${cached ? '' : ' (not downloaded yet)'}.`;
  return (
    <div class="model-line" data-testid="model-status" data-state={state} data-loads={status?.loads ?? 0}>
      {reason ? (
        <span data-testid="passages-only" data-reason={reason} title={explainPassagesOnly(reason).enable}>
          {SHORT[reason]} ({name} {where}).
        </span>
      ) : (
        <span>{text}</span>
      )}
      {reason === 'declined-download' && (
        <button type="button" class="link-button" data-testid="model-reconsider" onClick={modelController.reconsider}>
          Download the model
        </button>
      )}
      {(state === 'ready' || state === 'loading') && (
        <button type="button" class="link-button" data-testid="model-unload" onClick={() => void modelController.unloadNow()}>
          Unload now
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
        Change
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
