import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_IDLE_SECONDS, IDLE_CHOICES } from '../models/engine-settings';
import type { OnDeviceModel } from '../models/model-fit';

export interface DownloadedModel {
  model: OnDeviceModel;
  bytes: number;
}

export interface ModelManagerDeps {
  idleSeconds: { getValue(): Promise<number>; setValue(value: number): Promise<void> };
  /** Models of either engine whose files are on this computer, with their size on disk. */
  downloaded(): Promise<DownloadedModel[]>;
  /** Unloads the model if the engine host holds it, then deletes its files. */
  remove(model: OnDeviceModel): Promise<void>;
}

const ENGINE = { webllm: 'GPU (WebGPU)', wllama: 'processor' } as const;

function size(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)} GB` : `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;
}

function idleLabel(seconds: number): string {
  if (seconds === 0) return 'Keep it until I unload it';
  return seconds >= 3600 ? `${seconds / 3600} hour${seconds > 3600 ? 's' : ''}` : `${seconds / 60} minute${seconds > 60 ? 's' : ''}`;
}

/**
 * The on-device models: what is downloaded (both engines), how much disk each takes, Delete; and
 * how long a loaded model stays in memory without a question.
 */
export function ModelManager({ deps }: { deps: ModelManagerDeps }) {
  const [models, setModels] = useState<DownloadedModel[] | undefined>(undefined);
  const [idle, setIdle] = useState(DEFAULT_IDLE_SECONDS);
  const [message, setMessage] = useState('');
  const refresh = () =>
    deps
      .downloaded()
      .then(setModels)
      .catch((error: unknown) => setMessage(`Could not list the downloaded models: ${error instanceof Error ? error.message : String(error)}`));
  useEffect(() => {
    void refresh();
    void deps.idleSeconds.getValue().then(setIdle);
  }, [deps]);

  const remove = async (entry: DownloadedModel) => {
    try {
      await deps.remove(entry.model);
      setMessage(`Deleted ${entry.model.label}; it downloads again if you use it.`);
    } catch (error) {
      setMessage(`Could not delete ${entry.model.label}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await refresh();
  };

  const choose = async (event: Event) => {
    const value = Number((event.currentTarget as HTMLSelectElement).value);
    setIdle(value);
    await deps.idleSeconds.setValue(value);
    setMessage('Saved.');
  };

  return (
    <section class="model-manager" data-testid="model-manager" data-loaded={models !== undefined}>
      <h2>Models on this computer</h2>
      <p class="field">
        <label for="model-idle">Free a loaded model’s memory after it is unused for</label>
        <select id="model-idle" data-testid="model-idle" value={String(idle)} onChange={choose}>
          {IDLE_CHOICES.map((s) => (
            <option key={s} value={String(s)}>
              {idleLabel(s)}
            </option>
          ))}
        </select>
      </p>
      {models?.length === 0 && <p data-testid="model-manager-empty">No model is downloaded.</p>}
      {models && models.length > 0 && (
        <ul>
          {models.map((entry) => (
            <li key={entry.model.id} data-testid="model-manager-row" data-model-id={entry.model.id} data-engine={entry.model.engine}>
              {entry.model.label} · {ENGINE[entry.model.engine]} · {size(entry.bytes)}{' '}
              <button type="button" data-testid="model-manager-delete" onClick={() => void remove(entry)}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" data-testid="model-manager-status">
        {message}
      </p>
    </section>
  );
}
