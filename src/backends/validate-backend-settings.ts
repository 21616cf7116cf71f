import { ui } from '../i18n/ui-translator';
import type { BackendChoice, BackendSettings } from './backend-settings';
import { BACKEND_CHOICES } from './backend-settings';

export type SettingsField = 'backend' | 'backend-url' | 'backend-model' | 'backend-key' | 'backend-context';
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export interface SettingsForm {
  backend: string;
  url: string;
  model: string;
  key: string;
  contextWindow: string;
}

/**
 * Checks the options form and returns the settings to save, or one message per bad field.
 * The server fields are only required when the OpenAI-compatible backend is chosen, but are kept
 * whatever is chosen, so switching back and forth loses nothing.
 */
export function validateBackendSettings(
  form: SettingsForm,
  previous: BackendSettings,
): { ok: true; settings: BackendSettings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const backend = form.backend as BackendChoice;
  if (!BACKEND_CHOICES.includes(backend)) errors.backend = ui.t('settingsChooseBackend');
  const url = form.url.trim();
  const model = form.model.trim();
  const key = form.key.trim();
  const contextWindow = Number(form.contextWindow.trim() || '4096');
  const needsServer = backend === 'openai';
  if (needsServer || url) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      errors['backend-url'] = ui.t(url ? 'settingsUrlInvalid' : 'settingsUrlMissing', 'http://localhost:11434/v1');
    }
    if (parsed && parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      errors['backend-url'] = ui.t('settingsUrlScheme');
    } else if (parsed && (parsed.username || parsed.password)) {
      errors['backend-url'] = ui.t('settingsUrlHasKey');
    }
  }
  if (needsServer && !model) errors['backend-model'] = ui.t('settingsModelMissing', 'llama3.2', 'qwen2.5:3b');
  if (/\s/u.test(key)) errors['backend-key'] = ui.t('settingsKeySpaces');
  if (!Number.isInteger(contextWindow) || contextWindow < 512 || contextWindow > 1_048_576) {
    errors['backend-context'] = ui.t('settingsContextRange', '512', '1048576');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: { ...previous, backend, openai: { baseUrl: url, model, apiKey: key, contextWindow } },
  };
}
