import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';
import { kvBytesPerToken } from '../context-window';
import { defaultWebGpuModel } from '../hardware-fit';
import { discreteGpu, swiftShader } from '../../../tests/support/test-devices';
import { WEBGPU_CATALOGUE } from './model-catalogue';
import { assessFit, modelsForAdapter, webGpuKvBytesPerToken } from './webgpu-fit';

const catalogue = WEBGPU_CATALOGUE;
const byId = (id: string) => catalogue.find((m) => m.id === id)!;

describe('model catalogue', () => {
  it('takes the curated models, VRAM and config windows from the installed WebLLM config', () => {
    const ids = catalogue.map((m) => m.id);
    for (const id of [
      'Qwen2.5-0.5B-Instruct-q4f16_1-MLC',
      'Qwen2.5-1.5B-Instruct-q4f16_1-MLC',
      'Qwen2.5-1.5B-Instruct-q4f32_1-MLC',
      'Qwen2.5-3B-Instruct-q4f32_1-MLC',
      'Llama-3.2-1B-Instruct-q4f32_1-MLC',
      'Llama-3.2-3B-Instruct-q4f16_1-MLC',
      'Phi-3.5-mini-instruct-q4f16_1-MLC',
      'SmolLM2-360M-Instruct-q4f32_1-MLC',
      'SmolLM2-1.7B-Instruct-q4f16_1-MLC',
    ]) {
      expect(ids).toContain(id);
    }
    const record = prebuiltAppConfig.model_list.find((r) => r.model_id === 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC')!;
    const model = byId(record.model_id);
    expect(model.vramMB).toBe(record.vram_required_MB);
    expect(model.configWindow).toBe(record.overrides!.context_window_size);
    expect(model).toMatchObject({ family: 'Qwen2.5', size: '1.5B', quantization: 'q4f16' });
    expect(model.urls).toEqual([record.model, record.model_lib]);
  });
});

describe('WebGPU fit', () => {
  it('offers q4f16 only with shader-f16, and q4f32 everywhere', () => {
    const withF16 = modelsForAdapter(catalogue, discreteGpu).map((f) => f.model.quantization);
    expect(new Set(withF16)).toEqual(new Set(['q4f16', 'q4f32']));
    const offered = modelsForAdapter(catalogue, swiftShader);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((f) => f.model.quantization === 'q4f32')).toBe(true);
  });

  it('defaults to Qwen2.5 1.5B in the build the adapter supports', () => {
    expect(defaultWebGpuModel(modelsForAdapter(catalogue, discreteGpu), true)?.model.id).toBe('Qwen2.5-1.5B-Instruct-q4f16_1-MLC');
    expect(defaultWebGpuModel(modelsForAdapter(catalogue, swiftShader), false)?.model.id).toBe('Qwen2.5-1.5B-Instruct-q4f32_1-MLC');
  });

  it('notes that a software adapter is slow, and keeps the config window there', () => {
    const fit = assessFit(byId('Qwen2.5-1.5B-Instruct-q4f32_1-MLC'), swiftShader);
    expect(fit).toMatchObject({ status: 'fits', reason: 'software-gpu', contextWindow: 4096 });
  });

  it('hides models that need 1 GB bindings on a small-binding GPU, and everything below WebLLM’s floor', () => {
    const small = { ...discreteGpu, maxStorageBufferBindingSize: 128 * 1024 ** 2 };
    const offered = modelsForAdapter(catalogue, small);
    expect(offered.some((f) => f.model.family === 'Phi-3.5 mini')).toBe(false);
    expect(offered.some((f) => f.model.family === 'Qwen2.5')).toBe(true);
    expect(modelsForAdapter(catalogue, { ...discreteGpu, maxBufferSize: 128 * 1024 ** 2 })).toEqual([]);
  });

  it('marks models that need more memory than the device has, and picks a smaller default', () => {
    const lowMemory = { ...discreteGpu, deviceMemoryGB: 2 };
    const fits = modelsForAdapter(catalogue, lowMemory);
    expect(fits.find((f) => f.model.id === 'Qwen2.5-3B-Instruct-q4f16_1-MLC')?.status).toBe('tight');
    expect(defaultWebGpuModel(fits, true)?.model.id).toBe('Llama-3.2-1B-Instruct-q4f16_1-MLC');
  });
});

describe('the window, from the KV cache the device can hold', () => {
  it('counts the cache per token from the model config: f16 in q4f16 builds, f32 in q4f32', () => {
    const q16 = byId('Qwen2.5-1.5B-Instruct-q4f16_1-MLC');
    expect(webGpuKvBytesPerToken(q16)).toBe(2 * 28 * 2 * 128 * 2); // 28 KiB a token
    expect(webGpuKvBytesPerToken(byId('Qwen2.5-1.5B-Instruct-q4f32_1-MLC'))).toBe(kvBytesPerToken(q16.kv, 4));
  });

  it('grows Qwen2.5 past WebLLM’s 4,096 tokens where memory allows, and says it', () => {
    const fit = assessFit(byId('Qwen2.5-1.5B-Instruct-q4f16_1-MLC'), discreteGpu);
    expect(fit.contextWindow).toBe(16_384);
    // 12,288 more tokens at 28 KiB: 336 MB on top of the config's 1,630 MB.
    expect(fit.memoryMB).toBeCloseTo(1629.75 + 336, 0);
  });

  it('keeps a model with a large cache per token small: Phi-3.5 (no grouped KV) costs 384 KiB a token', () => {
    const phi = byId('Phi-3.5-mini-instruct-q4f16_1-MLC');
    const fit = assessFit(phi, { ...discreteGpu, deviceMemoryGB: 8 });
    // 3,672 MB + 4,096 more tokens × 384 KiB = 5,208 MB > the 4,096 MB budget (half of 8 GB).
    expect(fit.contextWindow).toBe(4096);
  });

  it('stops at the model’s own limit (SmolLM2: 8,192) and where the device does not report memory', () => {
    expect(assessFit(byId('SmolLM2-360M-Instruct-q4f16_1-MLC'), discreteGpu).contextWindow).toBe(8192);
    const { deviceMemoryGB: _, ...unknown } = discreteGpu;
    expect(assessFit(byId('Qwen2.5-1.5B-Instruct-q4f16_1-MLC'), unknown).contextWindow).toBe(4096);
  });
});
