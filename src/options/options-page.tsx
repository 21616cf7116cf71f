import { ui } from '../i18n/ui-translator';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlainKey } from '../i18n/message-key';
import { BACKEND_CHOICES, type BackendChoice, type BackendSettings, DEFAULT_BACKEND_SETTINGS } from '../backends/backend-settings';
import { type SettingsErrors, type SettingsField, type SettingsForm, validateBackendSettings } from '../backends/validate-backend-settings';
import type { ConnectionResult } from '../backends/openai/check-connection';
import { HistorySettings, type HistorySettingsDeps } from './history-settings';
import type { PromptApiAvailability } from '../backends/chrome-ai/prompt-api';
import { ModelManager, type ModelManagerDeps } from './model-manager';
import { OllamaHelp } from './ollama-help';
import { ServerTest } from './server-test';

export interface SettingsStore {
  getValue(): Promise<BackendSettings>;
  setValue(value: BackendSettings): Promise<void>;
}

export interface OptionsPageProps {
  store: SettingsStore;
  /** chrome-extension://<id>, shown in the Ollama help. */
  extensionOrigin: string;
  /** "Test connection": the real check in the page (GET /v1/models); tests pass their own server. */
  testServer(form: SettingsForm): Promise<ConnectionResult>;
  /** The on-device models' manager (options/model-manager.tsx); omitted in tests of the form alone. */
  models?: ModelManagerDeps;
  /** The kept conversations: retention, export, import, delete all (options/history-settings.tsx); omitted in tests of the form alone. */
  history?: HistorySettingsDeps;
  /** Whether this browser has Chrome's built-in model (`promptApiAvailability`); omitted: not asked. */
  chromeAi?: () => Promise<PromptApiAvailability | 'missing'>;
}

const toForm = (s: BackendSettings): SettingsForm => ({
  backend: s.backend,
  url: s.openai.baseUrl,
  model: s.openai.model,
  key: s.openai.apiKey,
  contextWindow: String(s.openai.contextWindow),
});

const FIELD_NAMES: Record<SettingsField, PlainKey> = {
  backend: 'fieldBackend',
  'backend-url': 'fieldUrl',
  'backend-model': 'fieldModel',
  'backend-key': 'fieldKey',
  'backend-context': 'fieldContext',
};

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string | undefined; children: preact.ComponentChildren }) {
  return (
    <div class={error ? 'field invalid' : 'field'}>
      <label for={id}>{label}</label>
      {hint && (
        <span class="hint-text" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span class="field-error" id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint = false) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The drop-down's choices, in order: a short label each, and the sentence that explains the chosen one. */
const BACKEND_WORDS = {
  'on-device': { label: 'backendOnDeviceLabel', hint: 'backendOnDevice' },
  openai: { label: 'backendOpenaiLabel', hint: 'backendOpenai' },
  'chrome-ai': { label: 'backendChromeAiLabel', hint: 'backendChromeAi' },
  passages: { label: 'backendPassagesLabel', hint: 'backendPassages' },
} as const satisfies Record<BackendChoice, { label: PlainKey; hint: PlainKey }>;

/** How answers are made: the on-device model, a model server the user runs, Chrome's model, or passages only. */
export function OptionsPage({ store, extensionOrigin, testServer, models, history, chromeAi }: OptionsPageProps) {
  const [saved, setSaved] = useState<BackendSettings | undefined>(undefined);
  const [form, setForm] = useState<SettingsForm>(toForm(DEFAULT_BACKEND_SETTINGS));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [status, setStatus] = useState<{ text: string; error?: boolean }>({ text: '' });
  const root = useRef<HTMLFormElement>(null);
  // A browser without the Prompt API (Chromium, Firefox, an older Chrome): the choice is shown, off (review R9).
  const [noChromeAi, setNoChromeAi] = useState(false);
  useEffect(() => {
    void chromeAi?.().then((availability) => setNoChromeAi(availability === 'missing' || availability === 'unavailable'));
  }, [chromeAi]);

  useEffect(() => {
    void store.getValue().then((value) => {
      setSaved(value);
      setForm(toForm(value));
    });
  }, [store]);

  const set = (field: keyof SettingsForm) => (event: Event) => {
    setForm({ ...form, [field]: (event.currentTarget as HTMLInputElement).value });
    setStatus({ text: '' });
  };

  const save = async (event: Event) => {
    event.preventDefault();
    const result = validateBackendSettings(form, saved ?? DEFAULT_BACKEND_SETTINGS);
    if (!result.ok) {
      setErrors(result.errors);
      const fields = Object.keys(result.errors) as SettingsField[];
      setStatus({ text: ui.t('notSavedCheck', ui.list(fields.map((f) => ui.t(FIELD_NAMES[f])))), error: true });
      // Where the problem is, not a summary somewhere else: focus the first field to fix.
      requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(`#${fields[0]}`)?.focus());
      return;
    }
    setErrors({});
    try {
      await store.setValue(result.settings);
      setSaved(result.settings);
      setStatus({ text: ui.t('savedNextQuestion') });
    } catch (error) {
      setStatus({ text: ui.t('notSavedError', error instanceof Error ? error.message : String(error)), error: true });
    }
  };

  // A model of the server's list goes into the name field; its error, if any, no longer stands.
  const pick = (model: string) => {
    setForm({ ...form, model });
    setErrors(({ 'backend-model': _, ...rest }) => rest);
    setStatus({ text: '' });
  };

  const server = form.backend === 'openai';
  const chosenWords = (BACKEND_WORDS as Partial<Record<string, (typeof BACKEND_WORDS)[BackendChoice]>>)[form.backend];
  const hint = form.backend === 'chrome-ai' && noChromeAi ? ui.t('backendChromeAiMissing') : chosenWords && ui.t(chosenWords.hint);
  return (
    <main class="options">
      <h1>{ui.t('optionsTitle')}</h1>
      <form ref={root} onSubmit={save} data-loaded={saved !== undefined} noValidate>
        {/* Short choices, so the drop-down fits a narrow window in every language; the chosen one's full sentence beneath. */}
        <Field id="backend" label={ui.t('answersWrittenBy')} hint={hint} error={errors.backend}>
          <select id="backend" data-testid="backend" value={form.backend} onChange={set('backend')} aria-describedby={describedBy('backend', errors.backend, true)}>
            {BACKEND_CHOICES.map((backend) => (
              <option key={backend} value={backend} disabled={backend === 'chrome-ai' && noChromeAi && form.backend !== 'chrome-ai'}>
                {ui.t(backend === 'chrome-ai' && noChromeAi ? 'backendChromeAiMissingLabel' : BACKEND_WORDS[backend].label)}
              </option>
            ))}
          </select>
        </Field>
        {server && (
          <fieldset class="server" data-testid="server-fields">
            <legend>{ui.t('modelServer')}</legend>
            <p class="warning" data-testid="off-device-note">
              {ui.t('offDeviceNote')}
            </p>
            <Field id="backend-url" label={ui.t('baseUrl')} hint={ui.t('baseUrlHint', 'http://localhost:11434/v1', 'http://localhost:1234/v1')} error={errors['backend-url']}>
              <input
                id="backend-url"
                data-testid="backend-url"
                type="url"
                placeholder={ui.t('forExample', 'http://localhost:11434/v1')}
                value={form.url}
                onInput={set('url')}
                aria-invalid={!!errors['backend-url']}
                aria-describedby={describedBy('backend-url', errors['backend-url'], true)}
              />
            </Field>
            <Field id="backend-model" label={ui.t('modelName')} hint={ui.t('modelNameHint', 'llama3.2', 'qwen2.5:3b')} error={errors['backend-model']}>
              <input
                id="backend-model"
                data-testid="backend-model"
                placeholder={ui.t('forExample', 'llama3.2')}
                value={form.model}
                onInput={set('model')}
                aria-invalid={!!errors['backend-model']}
                aria-describedby={describedBy('backend-model', errors['backend-model'], true)}
              />
            </Field>
            <Field id="backend-key" label={ui.t('apiKeyOptional')} error={errors['backend-key']}>
              <input
                id="backend-key"
                data-testid="backend-key"
                type="password"
                autocomplete="off"
                value={form.key}
                onInput={set('key')}
                aria-invalid={!!errors['backend-key']}
                aria-describedby={describedBy('backend-key', errors['backend-key'])}
              />
            </Field>
            <Field id="backend-context" label={ui.t('contextWindowLabel')} hint={ui.t('contextWindowHint', '4096')} error={errors['backend-context']}>
              <input
                id="backend-context"
                data-testid="backend-context"
                inputMode="numeric"
                value={form.contextWindow}
                onInput={set('contextWindow')}
                aria-invalid={!!errors['backend-context']}
                aria-describedby={describedBy('backend-context', errors['backend-context'], true)}
              />
            </Field>
            <ServerTest form={form} testServer={testServer} onPick={pick} />
            <OllamaHelp extensionOrigin={extensionOrigin} />
          </fieldset>
        )}
        <p class="actions">
          <button type="submit" class="primary" data-testid="backend-save">
            {ui.t('save')}
          </button>
          <span data-testid="backend-status" role="status" class={status.error ? 'status-error' : ''}>
            {status.text}
          </span>
        </p>
      </form>
      {/* Downloaded models matter to the on-device backend; for another, they fold away (still there to delete). */}
      {models && <ModelManager deps={models} inUse={form.backend === 'on-device'} />}
      {history && <HistorySettings deps={history} />}
    </main>
  );
}
