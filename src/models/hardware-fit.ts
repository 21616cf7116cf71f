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

/** Why WebGPU is not what answers here: a code the panel words (this floor has no words: review N12). */
export type NoGpuReason = 'no-webgpu' | 'no-adapter' | 'software-gpu' | 'gpu-limits' | 'gpu-memory';

/**
 * Why the recommended model is the one this device runs without the user's pick: it fits the graphics card;
 * or the processor runs it, since WebGPU can't (`noGpu`); or it is the smallest and may not fit.
 */
export type ChoiceReason = { kind: 'gpu' } | { kind: 'processor'; noGpu: NoGpuReason } | { kind: 'may-not-fit' };

export type OnDeviceDecision =
  /** `recommended`: what this device would run without the user's pick (the picker's "Recommended"), `why` that one. */
  | { ok: true; fits: ModelFit[]; chosen: ModelFit; recommended: ModelFit; why: ChoiceReason }
  | { ok: false; fits: ModelFit[]; reason: PassagesOnlyReason };

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

function whyNoGpu(adapter: AdapterResult, webgpu: ModelFit[]): NoGpuReason {
  if (!adapter.ok) return adapter.reason;
  if (adapter.facts.isFallbackAdapter) return 'software-gpu';
  if (webgpu.length === 0) return 'gpu-limits';
  return 'gpu-memory';
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
  if (picked && auto.ok) return { ok: true, fits, chosen: picked, recommended: auto.chosen, why: auto.why };
  if (picked) return { ok: true, fits, chosen: picked, recommended: picked, why: { kind: 'may-not-fit' } };
  return auto.ok ? { ok: true, fits, chosen: auto.chosen, recommended: auto.chosen, why: auto.why } : { ok: false, fits, reason: auto.reason };
}

/** What this device runs when the user has not picked: the decision above, without the pick. */
function automatic(
  webgpu: Array<ModelFit<CatalogueModel>>,
  cpu: Array<ModelFit<CpuModel>>,
  device: DeviceFacts,
): { ok: true; chosen: ModelFit; why: ChoiceReason } | { ok: false; reason: PassagesOnlyReason } {
  const { adapter } = device;
  const gpuDefault = adapter.ok ? defaultWebGpuModel(webgpu, adapter.facts.shaderF16) : undefined;
  const realGpu = adapter.ok && !adapter.facts.isFallbackAdapter;
  if (realGpu && gpuDefault?.status === 'fits') return { ok: true, chosen: gpuDefault, why: { kind: 'gpu' } };
  const cpuDefault = defaultCpuModel(cpu);
  if (cpuDefault) return { ok: true, chosen: cpuDefault, why: { kind: 'processor', noGpu: whyNoGpu(adapter, webgpu) } };
  const maybe = gpuDefault ?? cpu.find((f) => f.status === 'tight');
  if (maybe) return { ok: true, chosen: maybe, why: { kind: 'may-not-fit' } };
  const reason: PassagesOnlyReason = !adapter.ok && !device.cpu.wasm ? adapter.reason : 'no-model-fits';
  return { ok: false, reason };
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
