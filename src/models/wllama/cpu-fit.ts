import { chooseWindow, kvBytesPerToken } from '../context-window';
import type { ModelFit } from '../model-fit';
import type { CpuModel } from './cpu-catalogue';

/** What the processor side of this computer offers (see read-cpu.ts). */
export interface CpuFacts {
  /** `navigator.hardwareConcurrency`. */
  cores: number;
  /** `navigator.deviceMemory` in GB (Chrome rounds down and caps it at 8); undefined where not reported. */
  deviceMemoryGB?: number;
  /** Extension pages are cross-origin isolated (SharedArrayBuffer): wllama can use threads. */
  crossOriginIsolated: boolean;
  /** WebAssembly with SIMD and exception handling, which wllama needs. */
  wasm: boolean;
  /** WebAssembly relaxed SIMD's int8 dot product runs here (relaxed-simd.ts): the engine loads the build with those kernels. */
  relaxedSimd: boolean;
}

const MiB = 1024 * 1024;
// Without a reported memory (Firefox), plan for a 4 GB machine: common, and not generous.
const ASSUMED_MEMORY_GB = 4;
// The engine shares RAM with the browser and the pages: half of it, as for the GPU.
const MEMORY_SHARE = 0.5;
const TIGHT_SHARE = 0.75;
// llama.cpp's batch: its logits buffer is batch × vocabulary floats (wllama-engine.ts sets it).
export const CPU_BATCH = 512;
const RUNTIME_MB = 64;
/**
 * Windows tried on the processor, smallest first (the first is the floor). A larger one is taken only
 * when memory allows it and a prompt filling three quarters of it is read within CPU_PROMPT_SECONDS:
 * on a processor, reading the prompt (prefill) is the wait before the first word.
 */
export const CPU_WINDOWS = [2_048, 4_096] as const;
export const CPU_PROMPT_SECONDS = 60;
/** Per-thread throughput of one kind of model on one build of the engine. */
export interface CpuRate {
  /** Writing (decode) reads every weight once per token: MB of weights a second. */
  decodeMB: number;
  /** Reading the prompt (prefill) is compute-bound: GFLOP a second, 2 × parameters per token. */
  prefillGflop: number;
}

/** Which wllama build runs: the relaxed-SIMD kernels where the browser runs them, else SIMD128 (wllama-engine.ts). */
export type CpuKernels = 'relaxed' | 'simd128';

/**
 * Work per thread by the model's quantisation and the kernels that run it, fitted from `npm run bench:cpu-engine`
 * (synthetic GGUFs of the catalogue's shapes, builds side by side; bench/README.md, "The processor fit"): the
 * SIMD128 Q8_0 figures, then each other cell scaled by what it does per processor-second against them in the same
 * run. Measured on a shared 2-core VM, so likely low for a typical laptop: the speeds the picker states err slow.
 * Only Q8_0 has relaxed-SIMD kernels; the test entries' F32 files run no quantised kernel, so take the slow cell.
 */
export const CPU_RATES: Record<CpuModel['quantization'], Record<CpuKernels, CpuRate>> = {
  Q8_0: { simd128: { decodeMB: 3_600, prefillGflop: 10 }, relaxed: { decodeMB: 4_500, prefillGflop: 12.5 } },
  Q4_K_M: { simd128: { decodeMB: 950, prefillGflop: 5.5 }, relaxed: { decodeMB: 950, prefillGflop: 5.5 } },
  F32: { simd128: { decodeMB: 3_600, prefillGflop: 10 }, relaxed: { decodeMB: 3_600, prefillGflop: 10 } },
};

export const cpuKernels = (facts: Pick<CpuFacts, 'relaxedSimd'>): CpuKernels => (facts.relaxedSimd ? 'relaxed' : 'simd128');

/**
 * Threads: every core the hardware reports but one, which stays with the browser (the panel, the
 * pages); at most 8, where the weights' memory bandwidth, not cores, sets decode speed. One without
 * isolation. Scaling measured in bench/README.md (CPU engine).
 */
export function cpuThreads(facts: CpuFacts): number {
  if (!facts.crossOriginIsolated) return 1;
  return Math.max(1, Math.min(8, facts.cores - 1));
}

/** Tokens a second when writing (decode) and reading the prompt (prefill), estimated. */
export function cpuSpeed(model: CpuModel, threads: number, kernels: CpuKernels): { decode: number; prefill: number } {
  const rate = CPU_RATES[model.quantization][kernels];
  return {
    decode: (threads * rate.decodeMB) / model.fileMB,
    prefill: (threads * rate.prefillGflop) / (2 * model.paramsB),
  };
}

/**
 * The speed to expect on the processor, as the picker words it (src/sidepanel/model-setup/speed-words.ts):
 * how fast it writes against reading speed, and how long a long question waits for the first word.
 */
export interface CpuSpeedEstimate {
  threads: number;
  pace: 'faster-than-reading' | 'reading-pace' | 'slow';
  /** `seconds`: within seconds; `long`: `startSeconds` on a long question; `minute`: a minute or more. */
  start: 'seconds' | 'long' | 'minute';
  startSeconds: number;
}

export function estimateCpuSpeed(model: CpuModel, threads: number, window: number, kernels: CpuKernels): CpuSpeedEstimate {
  const { decode, prefill } = cpuSpeed(model, threads, kernels);
  const startSeconds = Math.round((window * 0.75) / prefill);
  return {
    threads,
    pace: decode >= 15 ? 'faster-than-reading' : decode >= 6 ? 'reading-pace' : 'slow',
    start: startSeconds <= 10 ? 'seconds' : startSeconds <= 40 ? 'long' : 'minute',
    startSeconds,
  };
}

/** RAM the model takes with a window of `tokens` (weights, f16 cache, logits, runtime), MB. */
function baseMB(model: CpuModel): number {
  return model.fileMB + (CPU_BATCH * model.vocab * 4) / MiB + RUNTIME_MB;
}

export function assessCpuFit(model: CpuModel, facts: CpuFacts): ModelFit<CpuModel> {
  const threads = cpuThreads(facts);
  const memoryGB = facts.deviceMemoryGB ?? ASSUMED_MEMORY_GB;
  const kernels = cpuKernels(facts);
  const { prefill } = cpuSpeed(model, threads, kernels);
  const window = chooseWindow({
    baseMB: baseMB(model),
    baseWindow: 0,
    kvBytesPerToken: kvBytesPerToken(model.kv, 2),
    layers: model.kv.layers,
    maxContext: model.maxContext,
    budgetMB: memoryGB * 1024 * MEMORY_SHARE,
    ladder: CPU_WINDOWS.filter((w, i) => i === 0 || (w * 0.75) / prefill <= CPU_PROMPT_SECONDS),
  });
  const fit = { model, contextWindow: window.tokens, memoryMB: window.memoryMB, threads, speed: estimateCpuSpeed(model, threads, window.tokens, kernels) };
  if (!facts.wasm) return { ...fit, status: 'unsupported', reason: 'no-wasm' };
  if (window.memoryMB <= memoryGB * 1024 * MEMORY_SHARE) return { ...fit, status: 'fits' };
  if (window.memoryMB <= memoryGB * 1024 * TIGHT_SHARE) {
    return { ...fit, status: 'tight', reason: 'memory' };
  }
  return { ...fit, status: 'unsupported', reason: 'memory' };
}

/** What the processor can carry, marked; what it cannot is hidden. */
export function modelsForCpu(models: readonly CpuModel[], facts: CpuFacts): Array<ModelFit<CpuModel>> {
  return models.map((m) => assessCpuFit(m, facts)).filter((f) => f.status !== 'unsupported');
}

/**
 * The processor default: the best model (catalogue `quality`) that fits and writes at least a few
 * words a second on these threads; else the fastest that fits.
 */
export function defaultCpuModel(fits: Array<ModelFit<CpuModel>>): ModelFit<CpuModel> | undefined {
  const fitting = fits.filter((f) => f.status === 'fits');
  // Writing at reading pace or faster: 6 tokens a second and up (estimateCpuSpeed).
  const brisk = fitting.filter((f) => f.speed !== undefined && f.speed.pace !== 'slow');
  const best = [...brisk].sort((a, b) => b.model.quality - a.model.quality)[0];
  return best ?? [...fitting].sort((a, b) => a.model.fileMB - b.model.fileMB)[0];
}
