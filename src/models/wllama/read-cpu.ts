import type { CpuFacts } from './cpu-fit';
import { hasRelaxedSimd } from './relaxed-simd';

// Smallest modules using each feature (as in wasm-feature-detect, Apache-2.0): validate() says
// whether this engine compiles them. wllama needs both; every Chrome since 95 has them.
const SIMD = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);
const EXCEPTIONS = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 8, 1, 6, 0, 6, 64, 25, 11, 11]);

function validates(bytes: Uint8Array<ArrayBuffer>): boolean {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(bytes);
  } catch {
    return false;
  }
}

/** What the processor engine can use here: cores, reported memory, threads (isolation), WebAssembly and its relaxed SIMD. */
export function readCpu(scope: { navigator: Navigator; crossOriginIsolated?: boolean } = globalThis): CpuFacts {
  const nav = scope.navigator as Navigator & { deviceMemory?: number };
  return {
    cores: Math.max(1, nav.hardwareConcurrency || 1),
    ...(typeof nav.deviceMemory === 'number' ? { deviceMemoryGB: nav.deviceMemory } : {}),
    crossOriginIsolated: scope.crossOriginIsolated === true,
    wasm: validates(SIMD) && validates(EXCEPTIONS),
    relaxedSimd: hasRelaxedSimd(),
  };
}
