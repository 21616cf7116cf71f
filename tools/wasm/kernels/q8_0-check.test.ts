import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// q8_0-check.cjs (SIMD128) and q8_0-check-relaxed.js are built by build.sh (here) from the patched llama.cpp tree
// with the build's emscripten; CI does not rebuild them. SHA256SUMS ties them to the harness source and to every
// llama.cpp patch they were built from, so a changed kernel patch without rebuilt checks fails here. The relaxed one
// runs only in browsers (browser-check.ts): Node 20 has no relaxed SIMD.
const HERE = import.meta.dirname;
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, [join(HERE, 'q8_0-check.cjs'), ...args], { encoding: 'utf8' });
  return { status: result.status, report: JSON.parse(result.stdout.trim()) as Record<string, number> };
};

describe("the WebAssembly Q8_0 dot product (patches/llama.cpp-wasm-kernels.patch, llama.cpp-wasm-q8_0-relaxed.patch)", () => {
  it('is checked by harnesses built from the committed patches (this one and k-quants-check)', () => {
    const sums = readFileSync(join(HERE, 'SHA256SUMS'), 'utf8').trim().split('\n');
    const patches = ['kernels', 'q8_0-relaxed', 'simd128-attention', 'simd128-even-odd'].map((p) => `../patches/llama.cpp-wasm-${p}.patch`);
    expect(sums.map((line) => line.split(/\s+/u)[1])).toEqual([
      'q8_0-check.c', 'k-quants-check.c', ...patches, 'q8_0-check.cjs', 'q8_0-check-relaxed.js', 'k-quants-check.cjs',
    ]);
    for (const line of sums) {
      const [sum, path] = line.split(/\s+/u) as [string, string];
      expect(createHash('sha256').update(readFileSync(join(HERE, path))).digest('hex'), path).toBe(sum);
    }
  });

  it.each([1, 2, 3])('the SIMD128 kernel matches the generic C kernel on random blocks (seed %i)', (seed) => {
    const { status, report } = run('check', String(seed));
    // 7 lengths (1 to 280 blocks) x 20 draws x the 16 products of a 4 x 4 tile (one-row calls in this build).
    expect(report.relaxed).toBe(0);
    expect(report.cases).toBe(2240);
    expect(report.failures).toBe(0);
    expect(report.worstTile).toBeLessThan(1e-4);
    expect(status).toBe(0);
  });

  it('gives the same numbers for every tile order of a mul_mat (16 x 16 tiles)', () => {
    const { report } = run('bench', '960', '64', '16', '1');
    expect(report.maxDiff).toBe(0);
  });
});
