import type { BackendChoice } from './backend-settings';
import { promptApiAvailability } from './chrome-ai/prompt-api';
import type { BackendEnvironment } from './plan-backend';
import { WEBGPU_CATALOGUE } from '../models/webllm/model-catalogue';
import { readAdapter } from '../models/webllm/read-adapter';
import { WEBLLM_IN_BUILD } from '../models/webllm/webllm-in-build';
import { CPU_CATALOGUE } from '../models/wllama/cpu-catalogue';
import { readCpu } from '../models/wllama/read-cpu';
import { readTestModels } from './read-injected-models';

/**
 * Reads what this browser has for the chosen backend. WebLLM (6 MB) is imported only when the
 * on-device backend is chosen and WebGPU has an adapter, for its model list; never in a build without it.
 */
export async function browserEnvironment(backend: BackendChoice): Promise<BackendEnvironment> {
  const chromeAi = backend === 'chrome-ai' ? await promptApiAvailability() : 'missing';
  const cpu = readCpu();
  if (backend !== 'on-device') {
    return { device: { adapter: { ok: false, reason: 'no-webgpu' }, cpu }, catalogue: [], cpuCatalogue: [], chromeAi };
  }
  const cpuCatalogue = [...CPU_CATALOGUE, ...(await readTestModels())];
  // A build without WebLLM (Firefox) offers no GPU model, whatever the adapter says.
  const adapter = WEBLLM_IN_BUILD ? await readAdapter() : ({ ok: false, reason: 'no-webgpu' } as const);
  if (!adapter.ok) return { device: { adapter, cpu }, catalogue: [], cpuCatalogue, chromeAi };
  return { device: { adapter, cpu }, catalogue: WEBGPU_CATALOGUE, cpuCatalogue, chromeAi };
}
