import type { BackendSettings } from './backend-settings';
import type { PromptApiAvailability } from './chrome-ai/prompt-api';
import { type ChoiceReason, decideOnDevice, type DeviceFacts } from '../models/hardware-fit';
import type { ModelFit } from '../models/model-fit';
import type { PassagesOnlyReason } from '../models/passages-only';
import { validateBackendSettings } from './validate-backend-settings';
import type { CatalogueModel } from '../models/webllm/model-catalogue';
import type { CpuModel } from '../models/wllama/cpu-catalogue';

export type BackendPlan =
  /** A model on this computer: WebLLM on WebGPU or wllama on the processor, run by the engine host. */
  /** `recommended`: what this device would run without the user's pick. */
  | { kind: 'on-device'; fits: ModelFit[]; chosen: ModelFit; recommended: ModelFit; why: ChoiceReason }
  | { kind: 'openai'; settings: BackendSettings['openai'] }
  | { kind: 'chrome-ai'; availability: Exclude<PromptApiAvailability, 'unavailable'> }
  | { kind: 'passages'; reason: PassagesOnlyReason };

export interface BackendEnvironment {
  device: DeviceFacts;
  /** WebLLM's curated models (empty unless the on-device backend is chosen and WebGPU works). */
  catalogue: CatalogueModel[];
  /** The processor engine's GGUF builds. */
  cpuCatalogue: readonly CpuModel[];
  chromeAi: PromptApiAvailability | 'missing';
}

/** Which backend answers, from the settings and what this browser has; pure, so every case is tested. */
export function planBackend(settings: BackendSettings, env: BackendEnvironment): BackendPlan {
  switch (settings.backend) {
    case 'passages':
      return { kind: 'passages', reason: 'chosen' };
    case 'openai': {
      const form = {
        backend: 'openai',
        url: settings.openai.baseUrl,
        model: settings.openai.model,
        key: settings.openai.apiKey,
        contextWindow: String(settings.openai.contextWindow),
      };
      return validateBackendSettings(form, settings).ok
        ? { kind: 'openai', settings: settings.openai }
        : { kind: 'passages', reason: 'openai-not-set' };
    }
    case 'chrome-ai':
      return env.chromeAi === 'missing' || env.chromeAi === 'unavailable'
        ? { kind: 'passages', reason: 'chrome-ai-unavailable' }
        : { kind: 'chrome-ai', availability: env.chromeAi };
    case 'on-device': {
      const decision = decideOnDevice(env.catalogue, env.cpuCatalogue, env.device, settings.onDeviceModel);
      return decision.ok
        ? { kind: 'on-device', fits: decision.fits, chosen: decision.chosen, recommended: decision.recommended, why: decision.why }
        : { kind: 'passages', reason: decision.reason };
    }
  }
}
