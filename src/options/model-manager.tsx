import { ui } from '../i18n/ui-translator';
import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_IDLE_SECONDS, IDLE_CHOICES } from '../models/engine-settings';
import type { OnDeviceModel } from '../models/model-fit';
import type { PlainKey } from '../i18n/message-key';
import { catalogueName } from '../models/model-name';
import { modelNameWords } from '../backends/model-name-words';

/** A downloaded model's name, as the panel words it. */
const nameOf = (model: OnDeviceModel) => modelNameWords(catalogueName(model));

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

const ENGINE = { webllm: 'engineGpuShort', wllama: 'engineCpuShort' } as const satisfies Record<OnDeviceModel['engine'], PlainKey>;

function size(bytes: number): string {
  return bytes >= 1024 ** 3
    ? ui.number(bytes / 1024 ** 3, { style: 'unit', unit: 'gigabyte', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : ui.number(Math.max(1, Math.round(bytes / 1024 ** 2)), { style: 'unit', unit: 'megabyte' });
}

function idleLabel(seconds: number): string {
  if (seconds === 0) return ui.t('idleKeep');
  return seconds >= 3600 ? ui.duration(seconds / 3600, 'hour') : ui.duration(seconds / 60, 'minute');
}

/**
 * The on-device models: what is downloaded (both engines), how much disk each takes, Delete; and
 * how long a loaded model stays in memory without a question. While another backend is chosen
 * (`inUse` false) the section is folded under its heading, saying what it is for: the files still
 * take disk space, so they stay there to delete.
 */
export function ModelManager({ deps, inUse = true }: { deps: ModelManagerDeps; inUse?: boolean }) {
  const [models, setModels] = useState<DownloadedModel[] | undefined>(undefined);
  const [idle, setIdle] = useState(DEFAULT_IDLE_SECONDS);
  const [message, setMessage] = useState('');
  const refresh = () =>
    deps
      .downloaded()
      .then(setModels)
      .catch((error: unknown) => setMessage(ui.t('modelListFailed', error instanceof Error ? error.message : String(error))));
  useEffect(() => {
    void refresh();
    void deps.idleSeconds.getValue().then(setIdle);
  }, [deps]);

  const remove = async (entry: DownloadedModel) => {
    try {
      await deps.remove(entry.model);
      setMessage(ui.t('modelDeleted', nameOf(entry.model)));
    } catch (error) {
      setMessage(ui.t('modelDeleteFailed', nameOf(entry.model), error instanceof Error ? error.message : String(error)));
    }
    await refresh();
  };

  const choose = async (event: Event) => {
    const value = Number((event.currentTarget as HTMLSelectElement).value);
    setIdle(value);
    await deps.idleSeconds.setValue(value);
    setMessage(ui.t('savedShort'));
  };

  const body = (
    <>
      <p class="field">
        <label for="model-idle">{ui.t('idleLabel')}</label>
        <select id="model-idle" data-testid="model-idle" value={String(idle)} onChange={choose}>
          {IDLE_CHOICES.map((s) => (
            <option key={s} value={String(s)}>
              {idleLabel(s)}
            </option>
          ))}
        </select>
      </p>
      {models?.length === 0 && <p data-testid="model-manager-empty">{ui.t('noModelDownloaded')}</p>}
      {models && models.length > 0 && (
        <ul>
          {models.map((entry) => (
            <li key={entry.model.id} data-testid="model-manager-row" data-model-id={entry.model.id} data-engine={entry.model.engine}>
              {nameOf(entry.model)} · {ui.t(ENGINE[entry.model.engine])} · {size(entry.bytes)}{' '}
              <button type="button" data-testid="model-manager-delete" onClick={() => void remove(entry)}>
                {ui.t('deleteButton')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" data-testid="model-manager-status">
        {message}
      </p>
    </>
  );
  const heading = <h2>{ui.t('modelsOnComputer')}</h2>;
  if (inUse) {
    return (
      <section class="model-manager" data-testid="model-manager" data-loaded={models !== undefined} data-in-use="true">
        {heading}
        {body}
      </section>
    );
  }
  return (
    <details class="model-manager" data-testid="model-manager" data-loaded={models !== undefined} data-in-use="false">
      <summary data-testid="model-manager-summary">{heading}</summary>
      <p class="hint-text" data-testid="model-manager-unused">
        {ui.t('modelsOnComputerUnused')}
      </p>
      {body}
    </details>
  );
}
