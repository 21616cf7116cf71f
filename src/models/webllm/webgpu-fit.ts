import { chooseWindow, kvBytesPerToken } from '../context-window';
import type { FitReason, ModelFit } from '../model-fit';
import type { CatalogueModel } from './model-catalogue';

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

const MiB = 1024 * 1024;
// WebLLM's own floor (detectGPUDevice): it asks for 1 GiB buffers and falls back to 256 MiB /
// 128 MiB; below those it cannot start at all.
const MIN_BUFFER = 256 * MiB;
const MIN_BINDING = 128 * MiB;
// Below 1 GiB bindings only `low_resource_required` models run (the same rule WebLLM's chat app uses).
const FULL_BINDING = 1024 * MiB;
// Weights, KV cache and activations share memory with the system on integrated GPUs: a model that
// needs more than half of the reported RAM will likely fail with "device lost".
export const MEMORY_SHARE = 0.5;
/**
 * Windows tried, smallest first. The first is WebLLM's config default (what `vram_required_MB` was
 * measured at). 16,384 is the ceiling: a full window is read (prefilled) before the first word,
 * and on integrated GPUs that is already tens of seconds; memory allowing, whole pages fit.
 */
export const WEBGPU_WINDOWS = [4_096, 8_192, 16_384] as const;

export function engineCanStart(adapter: AdapterFacts): boolean {
  return adapter.maxBufferSize >= MIN_BUFFER && adapter.maxStorageBufferBindingSize >= MIN_BINDING;
}

/** The key/value cache stores f16 values in q4f16 builds and f32 in q4f32 builds. */
export function webGpuKvBytesPerToken(model: CatalogueModel): number {
  return kvBytesPerToken(model.kv, model.quantization === 'q4f16' ? 2 : 4);
}

function unsupported(model: CatalogueModel, reason: FitReason): ModelFit<CatalogueModel> {
  return { model, status: 'unsupported', reason, contextWindow: model.configWindow, memoryMB: model.vramMB };
}

export function assessFit(model: CatalogueModel, adapter: AdapterFacts): ModelFit<CatalogueModel> {
  if (!engineCanStart(adapter)) return unsupported(model, 'gpu-limits');
  // Every q4f16 build uses f16 shaders, whether or not its record lists the feature.
  if (model.quantization === 'q4f16' && !adapter.shaderF16) return unsupported(model, 'gpu-shader-f16');
  const missing = model.requiredFeatures.find((f) =>
    f === 'shader-f16' ? !adapter.shaderF16 : !(adapter.features?.includes(f) ?? false),
  );
  if (missing) return unsupported(model, 'gpu-feature');
  if (model.bufferBytes !== undefined && model.bufferBytes > adapter.maxBufferSize) {
    return unsupported(model, 'gpu-buffers');
  }
  if (!model.lowResource && adapter.maxStorageBufferBindingSize < FULL_BINDING) {
    return unsupported(model, 'gpu-buffers');
  }
  const budgetMB = adapter.deviceMemoryGB !== undefined ? adapter.deviceMemoryGB * 1024 * MEMORY_SHARE : undefined;
  // A software adapter runs shaders on the processor: a long window would take minutes to read.
  const ladder = adapter.isFallbackAdapter ? [model.configWindow] : [model.configWindow, ...WEBGPU_WINDOWS.filter((w) => w > model.configWindow)];
  const window = chooseWindow({
    baseMB: model.vramMB,
    baseWindow: model.configWindow,
    kvBytesPerToken: webGpuKvBytesPerToken(model),
    layers: model.kv.layers,
    maxContext: model.maxContext,
    budgetMB,
    maxBufferBytes: Math.min(adapter.maxBufferSize, adapter.maxStorageBufferBindingSize),
    ladder,
  });
  const fit = { model, contextWindow: window.tokens, memoryMB: window.memoryMB };
  if (budgetMB !== undefined && model.vramMB > budgetMB) {
    return { ...fit, status: 'tight', reason: 'gpu-memory' };
  }
  return adapter.isFallbackAdapter
    ? { ...fit, status: 'fits', reason: 'software-gpu' }
    : { ...fit, status: 'fits' };
}

/** What can run on this adapter, marked; builds it cannot run are hidden. */
export function modelsForAdapter(models: CatalogueModel[], adapter: AdapterFacts): Array<ModelFit<CatalogueModel>> {
  return models.map((m) => assessFit(m, adapter)).filter((f) => f.status !== 'unsupported');
}
