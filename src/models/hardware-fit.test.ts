import { describe, expect, it } from 'vitest';
import { decideOnDevice, nextSmaller } from './hardware-fit';
import { discreteGpu, laptopCpu, swiftShader, twoCoreCpu, withGpu, withoutGpu } from '../../tests/support/test-devices';
import { WEBGPU_CATALOGUE } from './webllm/model-catalogue';
import { CPU_CATALOGUE } from './wllama/cpu-catalogue';

const gpuModels = WEBGPU_CATALOGUE;

describe('one decision over both engines', () => {
  it('a real GPU that fits the default: WebLLM on WebGPU, processor models offered too', () => {
    const d = decideOnDevice(gpuModels, CPU_CATALOGUE, withGpu(discreteGpu));
    expect(d.ok && d.chosen.model.id).toBe('Qwen2.5-1.5B-Instruct-q4f16_1-MLC');
    expect(d.ok && d.why).toEqual({ kind: 'gpu' });
    expect(new Set(d.fits.map((f) => f.model.engine))).toEqual(new Set(['webllm', 'wllama']));
  });

  it('no WebGPU: the processor model, saying why', () => {
    const d = decideOnDevice([], CPU_CATALOGUE, withoutGpu(laptopCpu, 'no-webgpu'));
    expect(d.ok && d.chosen.model.engine).toBe('wllama');
    expect(d.ok && d.why).toEqual({ kind: 'processor', noGpu: 'no-webgpu' });
    expect(d.fits.every((f) => f.model.engine === 'wllama')).toBe(true);
  });

  it('a software adapter (SwiftShader) is slower than the processor engine: the processor model', () => {
    const d = decideOnDevice(gpuModels, CPU_CATALOGUE, withGpu(swiftShader, laptopCpu));
    expect(d.ok && d.chosen.model.engine).toBe('wllama');
    expect(d.ok && d.why).toEqual({ kind: 'processor', noGpu: 'software-gpu' });
    expect(d.fits.some((f) => f.model.engine === 'webllm')).toBe(true); // still offered, marked slow
  });

  it('a GPU too small for any model: the processor model', () => {
    const tiny = { ...discreteGpu, maxBufferSize: 2 ** 20, maxStorageBufferBindingSize: 2 ** 20 };
    const d = decideOnDevice(gpuModels, CPU_CATALOGUE, withGpu(tiny));
    expect(d.ok && d.chosen.model.engine).toBe('wllama');
    expect(d.ok && d.why).toEqual({ kind: 'processor', noGpu: 'gpu-limits' });
  });

  it('neither engine can run: passages only, with the reason', () => {
    const noWasm = { ...laptopCpu, wasm: false };
    expect(decideOnDevice([], CPU_CATALOGUE, withoutGpu(noWasm, 'no-webgpu'))).toMatchObject({ ok: false, reason: 'no-webgpu' });
    const tinyMemory = { ...laptopCpu, deviceMemoryGB: 0.25 };
    expect(decideOnDevice([], CPU_CATALOGUE, withoutGpu(tinyMemory))).toMatchObject({ ok: false, reason: 'no-model-fits' });
  });

  it('the user’s pick wins when this device offers it', () => {
    const d = decideOnDevice(gpuModels, CPU_CATALOGUE, withGpu(discreteGpu), 'SmolLM2-360M-Instruct-Q8_0-GGUF');
    expect(d.ok && d.chosen.model.id).toBe('SmolLM2-360M-Instruct-Q8_0-GGUF');
    // `why` stays the recommended model's reason: the panel says the pick is the user's.
    expect(d.ok && d.why).toEqual({ kind: 'gpu' });
    const gone = decideOnDevice([], CPU_CATALOGUE, withoutGpu(), 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC');
    expect(gone.ok && gone.chosen.model.engine).toBe('wllama');
  });

  it('picks a smaller processor model on a 2-core machine than on an 8-core one', () => {
    const big = decideOnDevice([], CPU_CATALOGUE, withoutGpu(laptopCpu));
    const small = decideOnDevice([], CPU_CATALOGUE, withoutGpu(twoCoreCpu));
    if (!big.ok || !small.ok || big.chosen.model.engine !== 'wllama' || small.chosen.model.engine !== 'wllama') throw new Error('expected processor models');
    expect(small.chosen.model.fileMB).toBeLessThan(big.chosen.model.fileMB);
    expect(small.chosen.threads).toBe(1);
  });
});

describe('after device lost', () => {
  it('offers the next smaller model of the same engine', () => {
    const d = decideOnDevice(gpuModels, CPU_CATALOGUE, withGpu(swiftShader));
    const next = nextSmaller(d.fits, 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC')!;
    expect(next.model.engine).toBe('webllm');
    expect(next.model.engine === 'webllm' && next.model.vramMB).toBeLessThan(1888.97);
    const cpuNext = nextSmaller(d.fits, 'Qwen2.5-1.5B-Instruct-Q4_K_M-GGUF')!;
    expect(cpuNext.model.engine).toBe('wllama');
    expect(nextSmaller(d.fits, 'SmolLM2-360M-Instruct-Q8_0-GGUF')).toBeUndefined();
  });

  it('after the smallest WebGPU model fails, offers the processor', () => {
    const d = decideOnDevice(gpuModels, CPU_CATALOGUE, withGpu(swiftShader));
    const smallestGpu = d.fits.filter((f) => f.model.engine === 'webllm').sort((a, b) => a.memoryMB - b.memoryMB)[0]!;
    expect(nextSmaller(d.fits, smallestGpu.model.id)?.model.engine).toBe('wllama');
  });
});
