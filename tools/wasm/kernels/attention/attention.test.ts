import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// convert-check.cjs and attention-check.cjs are built by build.sh (here) from the patched llama.cpp tree with the build's
// emscripten (SIMD128, which Node 20 runs); CI does not rebuild them. SHA256SUMS ties them to their sources and to every
// llama.cpp patch they were built from, so a changed patch without rebuilt checks fails here.
const HERE = import.meta.dirname;
const run = (file: string) => {
  const result = spawnSync(process.execPath, [join(HERE, file)], { encoding: 'utf8' });
  const line = result.stdout.trim().split('\n').at(-1) ?? '{}';
  return { status: result.status, report: JSON.parse(line) as Record<string, any>, output: result.stdout + result.stderr };
};

describe('the wasm SIMD128 attention (patches/llama.cpp-wasm-simd128-attention.patch)', () => {
  it('is checked by harnesses built from the committed patches', () => {
    const sums = readFileSync(join(HERE, 'SHA256SUMS'), 'utf8').trim().split('\n');
    const patches = ['kernels', 'q8_0-relaxed', 'simd128-attention', 'simd128-even-odd'].map((p) => `../../patches/llama.cpp-wasm-${p}.patch`);
    expect(sums.map((line) => line.split(/\s+/u)[1])).toEqual([
      'convert-check.c', 'attention-check.c', ...patches, 'convert-check.cjs', 'attention-check.cjs',
    ]);
    for (const line of sums) {
      const [sum, path] = line.split(/\s+/u) as [string, string];
      expect(createHash('sha256').update(readFileSync(join(HERE, path))).digest('hex'), path).toBe(sum);
    }
  });

  it('converts f16 and f32 bit for bit as ggml does, and computes expf within 2 ulps of libm', () => {
    const { status, report, output } = run('convert-check.cjs');
    expect(report.f16ToF32, output).toEqual({ cases: 65536, failures: 0 });
    expect(report.f32ToF16.cases).toBeGreaterThan(8_000_000);
    expect(report.f32ToF16.failures, output).toBe(0);
    expect(report.expf.failures, output).toBe(0);
    expect(report.expf.worstUlps).toBeLessThanOrEqual(2);
    expect(report.silu.failures, output).toBe(0);
    expect(status).toBe(0);
  });

  it("computes ggml's flash attention (tiled and reference paths) as attention in double precision does", { timeout: 180_000 }, () => {
    const { status, report, output } = run('attention-check.cjs');
    expect(report.failures, output).toBe(0);
    expect(report.cases).toBe(266);
    expect(report.tiledCases).toBe(164);
    expect(report.tiledWorst).toBeLessThan(1e-5);
    expect(report.refWorst).toBeLessThan(1e-2);
    expect(status).toBe(0);
  });
});
