import { baseMemoryMB, type ModelFit } from './model-fit';
import type { PassagesOnlyReason } from './passages-only';
import { type CatalogueModel, DEFAULT_PREFERENCE, modelId } from './webllm/model-catalogue';
import type { AdapterResult } from './webllm/read-adapter';
import { engineCanStart, modelsForAdapter } from './webllm/webgpu-fit';
import type { CpuModel } from './wllama/cpu-catalogue';
import { type CpuFacts, defaultCpuModel, modelsForCpu } from './wllama/cpu-fit';

/** What this computer offers both engines. */
export interface DeviceFacts {
  adapter: AdapterResult;
  cpu: CpuFacts;
}

export type OnDeviceDecision =
  /** `recommended`: what this device would run without the user's pick (the picker's "Recommended"). */
  | { ok: true; fits: ModelFit[]; chosen: ModelFit; recommended: ModelFit; why: string }
  | { ok: false; fits: ModelFit[]; reason: PassagesOnlyReason; why: string };

/** The WebGPU default: the first preferred model that fits, else the first that might, else the smallest. */
export function defaultWebGpuModel(fits: Array<ModelFit<CatalogueModel>>, shaderF16: boolean): ModelFit<CatalogueModel> | undefined {
  const quantization = shaderF16 ? 'q4f16' : 'q4f32';
  const preferred = DEFAULT_PREFERENCE.map((base) => fits.find((f) => f.model.id === modelId(base, quantization)));
  return (
    preferred.find((f) => f?.status === 'fits') ??
    preferred.find((f) => f?.status === 'tight') ??
    [...fits].sort((a, b) => a.model.vramMB - b.model.vramMB)[0]
  );
}

function whyNoGpu(adapter: AdapterResult, webgpu: ModelFit[]): string {
  if (!adapter.ok) {
    return adapter.reason === 'no-webgpu' ? 'This browser has no WebGPU' : 'WebGPU found no usable GPU (none present, or its driver is blocked)';
  }
  if (adapter.facts.isFallbackAdapter) return 'WebGPU here is a software emulation, slower than the processor engine';
  if (webgpu.length === 0) return 'This GPU’s limits are too small for the smallest model';
  return 'This GPU may not have the memory for a model';
}

/**
 * One decision over both engines: a WebGPU model if one fits a real GPU, else a processor model
 * if the machine can carry one, else a model that may not fit, else passages only; with the reason.
 * The user's pick wins whenever this device offers it.
 */
export function decideOnDevice(
  webgpuModels: CatalogueModel[],
  cpuModels: readonly CpuModel[],
  device: DeviceFacts,
  preferredId?: string,
): OnDeviceDecision {
  const { adapter } = device;
  const webgpu = adapter.ok && engineCanStart(adapter.facts) ? modelsForAdapter(webgpuModels, adapter.facts) : [];
  const cpu = modelsForCpu(cpuModels, device.cpu);
  const fits: ModelFit[] = [...webgpu, ...cpu];
  const auto = automatic(webgpu, cpu, device);
  const picked = fits.find((f) => f.model.id === preferredId);
  if (picked && auto.ok) return { ok: true, fits, chosen: picked, recommended: auto.chosen, why: 'The model you chose.' };
  if (picked) return { ok: true, fits, chosen: picked, recommended: picked, why: 'The model you chose.' };
  return auto.ok ? { ok: true, fits, chosen: auto.chosen, recommended: auto.chosen, why: auto.why } : { ok: false, fits, reason: auto.reason, why: auto.why };
}

/** What this device runs when the user has not picked: the decision above, without the pick. */
function automatic(
  webgpu: Array<ModelFit<CatalogueModel>>,
  cpu: Array<ModelFit<CpuModel>>,
  device: DeviceFacts,
): { ok: true; chosen: ModelFit; why: string } | { ok: false; reason: PassagesOnlyReason; why: string } {
  const { adapter } = device;
  const gpuDefault = adapter.ok ? defaultWebGpuModel(webgpu, adapter.facts.shaderF16) : undefined;
  const realGpu = adapter.ok && !adapter.facts.isFallbackAdapter;
  if (realGpu && gpuDefault?.status === 'fits') return { ok: true, chosen: gpuDefault, why: 'Runs on this computer’s GPU (WebGPU).' };
  const cpuDefault = defaultCpuModel(cpu);
  if (cpuDefault) return { ok: true, chosen: cpuDefault, why: `${whyNoGpu(adapter, webgpu)}, so the model runs on the processor.` };
  const maybe = gpuDefault ?? cpu.find((f) => f.status === 'tight');
  if (maybe) return { ok: true, chosen: maybe, why: 'The smallest model this computer may carry; it may run out of memory.' };
  const reason: PassagesOnlyReason = !adapter.ok && !device.cpu.wasm ? adapter.reason : 'no-model-fits';
  return { ok: false, reason, why: `${whyNoGpu(adapter, webgpu)}, and the processor engine cannot run here.` };
}

/**
 * After "device lost" / out of memory: the largest offered model of the same engine that needs
 * less memory, else (WebGPU failed outright) the processor default.
 */
export function nextSmaller(fits: ModelFit[], failedId: string): ModelFit | undefined {
  const failed = fits.find((f) => f.model.id === failedId);
  if (!failed) return undefined;
  const smaller = fits
    .filter((f) => f.model.engine === failed.model.engine && baseMemoryMB(f.model) < baseMemoryMB(failed.model))
    .sort((a, b) => baseMemoryMB(b.model) - baseMemoryMB(a.model))[0];
  if (smaller || failed.model.engine === 'wllama') return smaller;
  return defaultCpuModel(fits.filter((f): f is ModelFit<CpuModel> => f.model.engine === 'wllama'));
}
