import { storage } from 'wxt/utils/storage';
import { STORAGE_KEYS } from '../messaging/storage-keys';
import type { CpuModel } from '../models/wllama/cpu-catalogue';
import { isAcceptableTestModel, isDevelopmentInstall } from '../models/wllama/injected-models';
import { readOwnInstall } from '../platform/own-install';

/** The e2e tests' tiny models (src/models/wllama/injected-models.ts: honoured only in a development install, for loopback URLs). */
const testModels = storage.defineItem<CpuModel[]>(STORAGE_KEYS.injectedModels, { fallback: [] });

/**
 * The e2e tests' model entries, where they count (injected-models.ts). Apart from the checks, so the
 * offscreen document, which has no storage API, imports the checks without the storage items.
 */
export async function readTestModels(): Promise<CpuModel[]> {
  const install = await readOwnInstall();
  if (!isDevelopmentInstall(install)) return [];
  const entries = await testModels.getValue().catch(() => []);
  return Array.isArray(entries) ? entries.filter((m) => isAcceptableTestModel(m, install)) : [];
}
