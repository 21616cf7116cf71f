import { testModels } from '../platform/storage-items';
import type { CpuModel } from '../models/wllama/cpu-catalogue';
import { isAcceptableTestModel, isDevelopmentInstall } from '../models/wllama/injected-models';

/**
 * The e2e tests' model entries, where they count (injected-models.ts). Apart from the checks, so the
 * offscreen document, which has no storage API, imports the checks without the storage items.
 */
export async function readTestModels(): Promise<CpuModel[]> {
  if (!isDevelopmentInstall()) return [];
  const entries = await testModels.getValue().catch(() => []);
  return Array.isArray(entries) ? entries.filter((m) => isAcceptableTestModel(m)) : [];
}
