import type { CatalogueModel } from './webllm/model-catalogue';
import type { CpuModel } from './wllama/cpu-catalogue';

/** A model either engine runs on this computer: WebLLM on WebGPU, or wllama on the processor. */
export type OnDeviceModel = CatalogueModel | CpuModel;

export type FitStatus = 'fits' | 'tight' | 'unsupported';

/** One model as this device would run it: whether it fits, with which window, how fast. */
export interface ModelFit<M extends OnDeviceModel = OnDeviceModel> {
  model: M;
  status: FitStatus;
  /** Why it is tight or unsupported; a note for slow engines. One sentence, for the picker. */
  reason?: string;
  /** Tokens: chosen for this device at load time (context-window.ts). */
  contextWindow: number;
  /** Memory it takes with that window, MB: GPU memory (WebGPU) or RAM (processor). */
  memoryMB: number;
  /** What speed to expect, in words (the processor engine). */
  speed?: string;
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
