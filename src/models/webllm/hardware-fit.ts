import { type CatalogueModel, DEFAULT_PREFERENCE, modelId } from './model-catalogue';

/** What the WebGPU adapter says about itself (see read-adapter.ts). */
export interface AdapterFacts {
  shaderF16: boolean;
  maxBufferSize: number;
  maxStorageBufferBindingSize: number;
  /** All of `adapter.features`, for records that list other required features. */
  features?: readonly string[];
  /** A software adapter (SwiftShader): works, slowly. */
  isFallbackAdapter?: boolean;
  /** `navigator.deviceMemory` in GB (Chrome rounds down and caps it at 8). */
  deviceMemoryGB?: number;
}

export type FitStatus = 'fits' | 'tight' | 'unsupported';

export interface ModelFit {
  model: CatalogueModel;
  status: FitStatus;
  /** Why it is tight or unsupported; a note for slow adapters. One sentence, for the picker. */
  reason?: string;
}

const MiB = 1024 * 1024;
// WebLLM's own floor (detectGPUDevice): it asks for 1 GiB buffers and falls back to 256 MiB /
// 128 MiB; below those it cannot start at all.
const MIN_BUFFER = 256 * MiB;
const MIN_BINDING = 128 * MiB;
// Below 1 GiB bindings only `low_resource_required` models run (the same rule WebLLM's chat app uses).
const FULL_BINDING = 1024 * MiB;
// Weights, KV cache and activations share memory with the system on integrated GPUs: a model that
// needs more than half of the reported RAM will likely fail with "device lost".
const MEMORY_SHARE = 0.5;

export function engineCanStart(adapter: AdapterFacts): boolean {
  return adapter.maxBufferSize >= MIN_BUFFER && adapter.maxStorageBufferBindingSize >= MIN_BINDING;
}

export function assessFit(model: CatalogueModel, adapter: AdapterFacts): ModelFit {
  const unsupported = (reason: string): ModelFit => ({ model, status: 'unsupported', reason });
  if (!engineCanStart(adapter)) return unsupported('This GPU’s buffer limits are below what WebLLM needs.');
  // Every q4f16 build uses f16 shaders, whether or not its record lists the feature.
  if (model.quantization === 'q4f16' && !adapter.shaderF16) return unsupported('Needs the WebGPU shader-f16 feature, which this GPU lacks.');
  const missing = model.requiredFeatures.find((f) =>
    f === 'shader-f16' ? !adapter.shaderF16 : !(adapter.features?.includes(f) ?? false),
  );
  if (missing) return unsupported(`Needs the WebGPU feature ${missing}.`);
  if (model.bufferBytes !== undefined && model.bufferBytes > adapter.maxBufferSize) {
    return unsupported(`Needs ${Math.ceil(model.bufferBytes / MiB)} MB buffers; this GPU allows ${Math.floor(adapter.maxBufferSize / MiB)} MB.`);
  }
  if (!model.lowResource && adapter.maxStorageBufferBindingSize < FULL_BINDING) {
    return unsupported('Needs 1 GB storage buffers; this GPU allows less.');
  }
  const slow = adapter.isFallbackAdapter ? 'Software GPU: answers will be very slow.' : undefined;
  if (adapter.deviceMemoryGB !== undefined && model.vramMB > adapter.deviceMemoryGB * 1024 * MEMORY_SHARE) {
    const need = (model.vramMB / 1024).toFixed(1);
    return { model, status: 'tight', reason: `Needs about ${need} GB of GPU memory; this device may not have it.` };
  }
  return slow ? { model, status: 'fits', reason: slow } : { model, status: 'fits' };
}

/** The picker's list: what can run on this adapter, marked; builds it cannot run are hidden. */
export function modelsForAdapter(models: CatalogueModel[], adapter: AdapterFacts): ModelFit[] {
  return models.map((m) => assessFit(m, adapter)).filter((f) => f.status !== 'unsupported');
}

/** The default for this adapter: the first preferred model that fits, else the first that might. */
export function defaultModel(fits: ModelFit[], adapter: AdapterFacts): ModelFit | undefined {
  const quantization = adapter.shaderF16 ? 'q4f16' : 'q4f32';
  const preferred = DEFAULT_PREFERENCE.map((base) => fits.find((f) => f.model.id === modelId(base, quantization)));
  return (
    preferred.find((f) => f?.status === 'fits') ??
    preferred.find((f) => f?.status === 'tight') ??
    [...fits].sort((a, b) => a.model.vramMB - b.model.vramMB)[0]
  );
}

/** After "device lost" / out of memory: the largest offered model that needs less memory. */
export function nextSmaller(fits: ModelFit[], failedId: string): ModelFit | undefined {
  const failed = fits.find((f) => f.model.id === failedId);
  if (!failed) return undefined;
  return fits
    .filter((f) => f.model.vramMB < failed.model.vramMB)
    .sort((a, b) => b.model.vramMB - a.model.vramMB)[0];
}
