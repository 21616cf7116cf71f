import type { CatalogueModel } from './webllm/model-catalogue';
import type { CpuModel } from './wllama/cpu-catalogue';
import type { CpuSpeedEstimate } from './wllama/cpu-fit';

/** A model either engine runs on this computer: WebLLM on WebGPU, or wllama on the processor. */
export type OnDeviceModel = CatalogueModel | CpuModel;

export type FitStatus = 'fits' | 'tight' | 'unsupported';

/**
 * Why a model is tight or unsupported here, or how it runs: codes, not words (the panel words what it
 * shows; unsupported models are never offered). GPU: WebLLM's buffer limits, a missing shader-f16 or
 * other feature, buffers too large, too little GPU memory, a software adapter (very slow).
 * Processor: WebAssembly without SIMD/exceptions, too little memory.
 */
export type FitReason =
  | 'gpu-limits'
  | 'gpu-shader-f16'
  | 'gpu-feature'
  | 'gpu-buffers'
  | 'gpu-memory'
  | 'software-gpu'
  | 'no-wasm'
  | 'memory';

/** One model as this device would run it: whether it fits, with which window, how fast. */
export interface ModelFit<M extends OnDeviceModel = OnDeviceModel> {
  model: M;
  status: FitStatus;
  /** Why it is tight or unsupported; `software-gpu` on an emulated GPU. */
  reason?: FitReason;
  /** Tokens: chosen for this device at load time (context-window.ts). */
  contextWindow: number;
  /** Memory it takes with that window, MB: GPU memory (WebGPU) or RAM (processor). */
  memoryMB: number;
  /** What speed to expect (the processor engine). */
  speed?: CpuSpeedEstimate;
  /** Processor threads it runs on (1 where the page is not cross-origin isolated). */
  threads?: number;
}

/** What the first use downloads, MB. WebLLM's configs give GPU memory only, which tracks the weights. */
export function downloadMB(model: OnDeviceModel): number {
  return model.engine === 'wllama' ? model.fileMB : model.vramMB;
}

/** Memory a model needs before any window is chosen, for "smaller than" comparisons. */
export function baseMemoryMB(model: OnDeviceModel): number {
  return model.engine === 'wllama' ? model.fileMB : model.vramMB;
}
