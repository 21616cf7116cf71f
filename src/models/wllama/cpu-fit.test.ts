import { describe, expect, it } from 'vitest';
import { isModelHostUrl } from '../model-hosts';
import { laptopCpu, twoCoreCpu } from '../../../tests/support/test-devices';
import { CPU_CATALOGUE } from './cpu-catalogue';
import { assessCpuFit, cpuSpeed, cpuThreads, defaultCpuModel, estimateCpuSpeed, modelsForCpu } from './cpu-fit';

const byId = (id: string) => CPU_CATALOGUE.find((m) => m.id === id)!;

describe('processor catalogue', () => {
  it('names only files on the model hosts, all GGUF', () => {
    for (const m of CPU_CATALOGUE) {
      expect(isModelHostUrl(m.url), m.url).toBe(true);
      expect(m.url).toMatch(/\.gguf$/u);
      expect(m.test).toBeUndefined();
    }
  });
});

describe('processor fit', () => {
  it('uses every core but one as threads, one without cross-origin isolation', () => {
    expect(cpuThreads(laptopCpu)).toBe(7);
    expect(cpuThreads(twoCoreCpu)).toBe(1);
    expect(cpuThreads({ ...laptopCpu, cores: 32 })).toBe(8);
    expect(cpuThreads({ ...laptopCpu, crossOriginIsolated: false })).toBe(1);
  });

  it('chooses the window from memory and reading time: 2,048 when 4,096 would take over a minute to read', () => {
    // With relaxed SIMD, Qwen2.5-1.5B Q8_0 reads 28 tokens a second on 7 threads (12.5 GFLOP a thread): 3,072 take 108 s.
    expect(assessCpuFit(byId('Qwen2.5-1.5B-Instruct-Q8_0-GGUF'), laptopCpu).contextWindow).toBe(2048);
    // SmolLM2-360M reads 122 a second: 3,072 in 25 s.
    expect(assessCpuFit(byId('SmolLM2-360M-Instruct-Q8_0-GGUF'), laptopCpu).contextWindow).toBe(4096);
    // Memory: 1.25 GB gives a 640 MB budget; SmolLM2-360M takes 626 MB at 2,048 tokens, 706 MB at 4,096.
    expect(assessCpuFit(byId('SmolLM2-360M-Instruct-Q8_0-GGUF'), { ...laptopCpu, deviceMemoryGB: 1.25 })).toMatchObject({ contextWindow: 2048, status: 'fits' });
  });

  it('hides what the memory cannot carry, marks what may not fit', () => {
    const twoGb = { ...laptopCpu, deviceMemoryGB: 2 };
    const offered = modelsForCpu(CPU_CATALOGUE, twoGb).map((f) => [f.model.id, f.status]);
    expect(offered).toContainEqual(['SmolLM2-360M-Instruct-Q8_0-GGUF', 'fits']);
    expect(offered.find(([id]) => id === 'Qwen2.5-1.5B-Instruct-Q8_0-GGUF')).toBeUndefined();
  });

  it('estimates the speed, slower with one thread', () => {
    const model = byId('Qwen2.5-1.5B-Instruct-Q4_K_M-GGUF');
    const four = estimateCpuSpeed(model, 4, 4096, 'relaxed');
    const one = estimateCpuSpeed(model, 1, 4096, 'relaxed');
    expect(four.threads).toBe(4);
    expect(one).toMatchObject({ threads: 1, pace: 'slow' });
    expect(one.startSeconds).toBeGreaterThan(four.startSeconds);
  });

  // The ratios below are bench:cpu-engine's, side by side per processor-second (bench/README.md, "The processor fit").
  it('reads and writes Q8_0 models faster where relaxed SIMD runs, as measured: prompts ×1.27–1.58, writing ×1.27–1.38', () => {
    const model = byId('SmolLM2-360M-Instruct-Q8_0-GGUF');
    const relaxed = cpuSpeed(model, 1, 'relaxed');
    const simd128 = cpuSpeed(model, 1, 'simd128');
    expect(relaxed.prefill / simd128.prefill).toBeGreaterThanOrEqual(1.2);
    expect(relaxed.prefill / simd128.prefill).toBeLessThanOrEqual(1.58);
    expect(relaxed.decode / simd128.decode).toBeGreaterThanOrEqual(1.2);
    expect(relaxed.decode / simd128.decode).toBeLessThanOrEqual(1.38);
  });

  it('leaves Q4_K_M models as they were on either build (no relaxed kernel), and reads them slower than Q8_0', () => {
    const q4 = byId('Qwen2.5-1.5B-Instruct-Q4_K_M-GGUF');
    const q8 = byId('Qwen2.5-1.5B-Instruct-Q8_0-GGUF');
    expect(cpuSpeed(q4, 1, 'relaxed')).toEqual(cpuSpeed(q4, 1, 'simd128'));
    // Prompt tokens a second, Q4_K_M ÷ Q8_0 of the same shape: ×0.66–0.75 on SIMD128, ×0.45–0.50 on relaxed SIMD.
    // The fit stays at or under the lowest, by at most a fifth.
    const prefill = (kernels: 'relaxed' | 'simd128') => cpuSpeed(q4, 1, kernels).prefill / cpuSpeed(q8, 1, kernels).prefill;
    expect(prefill('simd128')).toBeLessThanOrEqual(0.66);
    expect(prefill('simd128')).toBeGreaterThanOrEqual(0.66 * 0.8);
    expect(prefill('relaxed')).toBeLessThanOrEqual(0.45);
    expect(prefill('relaxed')).toBeGreaterThanOrEqual(0.45 * 0.8);
    // Writing, tokens a second with relaxed SIMD: ×0.37–0.51 for Qwen2.5-1.5B's files (×0.58 for 0.5B's, mostly Q5_0).
    const decode = cpuSpeed(q4, 1, 'relaxed').decode / cpuSpeed(q8, 1, 'relaxed').decode;
    expect(decode).toBeLessThanOrEqual(0.37);
    expect(decode).toBeGreaterThanOrEqual(0.37 * 0.8);
  });

  it('takes the kernels from the CPU facts: the wait for a first word on this 2-core VM is the one measured, about 86 s', () => {
    const model = byId('SmolLM2-360M-Instruct-Q8_0-GGUF');
    const relaxed = assessCpuFit(model, twoCoreCpu);
    const simd128 = assessCpuFit(model, { ...twoCoreCpu, relaxedSimd: false });
    expect(relaxed.contextWindow).toBe(2048);
    // 1,536 prompt tokens (three quarters of the window); bench:cpu-engine measured 85–87 s for 1,523 with relaxed SIMD.
    expect(relaxed.speed!.startSeconds).toBeGreaterThanOrEqual(80);
    expect(relaxed.speed!.startSeconds).toBeLessThanOrEqual(95);
    expect(simd128.speed!.startSeconds).toBeGreaterThan(relaxed.speed!.startSeconds * 1.2);
  });

  it('defaults to the best model that still writes at a readable pace', () => {
    expect(defaultCpuModel(modelsForCpu(CPU_CATALOGUE, laptopCpu))?.model.family).toBe('Qwen2.5');
    expect(defaultCpuModel(modelsForCpu(CPU_CATALOGUE, { ...laptopCpu, wasm: false }))).toBeUndefined();
  });
});
