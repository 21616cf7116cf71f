import { storage } from 'wxt/utils/storage';
import { STORAGE_KEYS } from '../messaging/storage-keys';

/**
 * Which backend answers: a model on this computer (either engine, run by the engine host), a server,
 * Chrome's built-in model, or none (passages only).
 */
export type BackendChoice = 'on-device' | 'openai' | 'chrome-ai' | 'passages';
export const BACKEND_CHOICES: readonly BackendChoice[] = ['on-device', 'openai', 'chrome-ai', 'passages'];

export interface OpenAiSettings {
  baseUrl: string;
  model: string;
  /** Optional; Ollama and LM Studio need none. */
  apiKey: string;
  /** Tokens; Ollama's OpenAI endpoint uses the model's num_ctx and silently cuts longer prompts. */
  contextWindow: number;
}

export interface BackendSettings {
  backend: BackendChoice;
  /** The on-device model the user picked, of either engine; undefined = the default for this device. */
  onDeviceModel?: string;
  openai: OpenAiSettings;
}

export const DEFAULT_BACKEND_SETTINGS: BackendSettings = {
  backend: 'on-device',
  openai: { baseUrl: 'http://localhost:11434/v1', model: '', apiKey: '', contextWindow: 4096 },
};

/** Version 1's shape: `backend: 'webllm'` meant a model on this computer, and `webllmModel` held either engine's id. */
type SettingsV1 = Omit<BackendSettings, 'backend' | 'onDeviceModel'> & { backend: BackendChoice | 'webllm'; webllmModel?: string };

/** Version 1 → 2: the on-device choice named for what it is, the user's pick kept. */
export function migrateToVersion2(old: SettingsV1): BackendSettings {
  const { webllmModel, backend, ...rest } = old;
  return { ...rest, backend: backend === 'webllm' ? 'on-device' : backend, ...(webllmModel !== undefined ? { onDeviceModel: webllmModel } : {}) };
}

/** The item (`local`: this machine's GPU decides the model, and an API key stays here). */
export const defineBackendSettings = () =>
  storage.defineItem<BackendSettings>(STORAGE_KEYS.backendSettings, {
    fallback: DEFAULT_BACKEND_SETTINGS,
    version: 2,
    migrations: { 2: migrateToVersion2 },
  });

export const backendSettings = defineBackendSettings();
