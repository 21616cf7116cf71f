import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// k-quants-check.cjs (SIMD128) is built by build.sh (here) from the patched llama.cpp tree with the build's emscripten;
// CI does not rebuild it. SHA256SUMS ties it to its source and to every llama.cpp patch (checked in q8_0-check.test.ts).
// These are the kernels the catalogue's Q4_K_M models run in both builds (the relaxed build's relaxed path is Q8_0's).
const HERE = import.meta.dirname;
type Report = Record<string, { cases: number; failures: number; worst: number; worstVsGeneric: number }>;
const run = (seed: number) => {
  const result = spawnSync(process.execPath, [join(HERE, 'k-quants-check.cjs'), 'check', String(seed)], { encoding: 'utf8' });
  return { status: result.status, report: JSON.parse(result.stdout.trim()) as Report };
};

describe('the WebAssembly K-quant dot products (patches/llama.cpp-wasm-simd128-even-odd.patch)', () => {
  it.each([1, 2, 3])('q4_K, q5_K, q6_K and q5_0 match the exact sum and the generic C kernels on random rows (seed %i)', (seed) => {
    const { status, report } = run(seed);
    // Row lengths 256 to 8,960 (q5_0 also 896, Qwen2.5-0.5B's width) x 20 draws.
    expect(Object.keys(report)).toEqual(['q4_K', 'q5_K', 'q6_K', 'q5_0']);
    for (const [name, kernel] of Object.entries(report)) {
      expect(kernel.cases, name).toBe(name === 'q5_0' ? 120 : 100);
      expect(kernel.failures, name).toBe(0);
      expect(kernel.worst, name).toBeLessThan(1e-4);
      expect(kernel.worstVsGeneric, name).toBeLessThan(1e-4);
    }
    expect(status).toBe(0);
  });
});
