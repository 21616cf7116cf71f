import { describe, expect, it } from 'vitest';
import { isModelHostUrl } from '../model-hosts';
import { laptopCpu, twoCoreCpu } from '../../../tests/support/test-devices';
import { CPU_CATALOGUE } from './cpu-catalogue';
import { assessCpuFit, cpuThreads, defaultCpuModel, estimateCpuSpeed, modelsForCpu } from './cpu-fit';

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
    // At 10 GFLOP a thread, Qwen2.5-1.5B reads 23 tokens a second on 7 threads: 3,072 take 135 s.
    expect(assessCpuFit(byId('Qwen2.5-1.5B-Instruct-Q8_0-GGUF'), laptopCpu).contextWindow).toBe(2048);
    // SmolLM2-360M reads 97 a second: 3,072 in 32 s.
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
    const four = estimateCpuSpeed(model, 4, 4096);
    const one = estimateCpuSpeed(model, 1, 4096);
    expect(four.threads).toBe(4);
    expect(one).toMatchObject({ threads: 1, pace: 'slow' });
    expect(one.startSeconds).toBeGreaterThan(four.startSeconds);
  });

  it('defaults to the best model that still writes at a readable pace', () => {
    expect(defaultCpuModel(modelsForCpu(CPU_CATALOGUE, laptopCpu))?.model.family).toBe('Qwen2.5');
    expect(defaultCpuModel(modelsForCpu(CPU_CATALOGUE, { ...laptopCpu, wasm: false }))).toBeUndefined();
  });
});
