import type { BackendChoice } from './backend-settings';
import { promptApiAvailability } from './chrome-ai/prompt-api';
import type { BackendEnvironment } from './plan-backend';
import { curatedModels } from './webllm/model-catalogue';
import { readAdapter } from './webllm/read-adapter';

/**
 * Reads what this browser has for the chosen backend. WebLLM (6 MB) is imported only when it is the
 * backend, for its model list; the adapter is read only then too.
 */
export async function browserEnvironment(backend: BackendChoice): Promise<BackendEnvironment> {
  const chromeAi = backend === 'chrome-ai' ? await promptApiAvailability() : 'missing';
  if (backend !== 'webllm') return { adapter: { ok: false, reason: 'no-webgpu' }, catalogue: [], chromeAi };
  const adapter = await readAdapter();
  if (!adapter.ok) return { adapter, catalogue: [], chromeAi };
  const { prebuiltAppConfig } = await import('@mlc-ai/web-llm');
  return { adapter, catalogue: curatedModels(prebuiltAppConfig), chromeAi };
}
