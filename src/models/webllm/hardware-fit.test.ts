import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';
import { type AdapterFacts, assessFit, defaultModel, modelsForAdapter, nextSmaller } from './hardware-fit';
import { curatedModels } from './model-catalogue';

const GiB = 1024 ** 3;
const catalogue = curatedModels(prebuiltAppConfig);
const discreteGpu: AdapterFacts = { shaderF16: true, maxBufferSize: 4 * GiB, maxStorageBufferBindingSize: 2 * GiB };
// What Chromium's SwiftShader adapter reports with --enable-unsafe-webgpu: no shader-f16.
const swiftShader: AdapterFacts = {
  shaderF16: false,
  maxBufferSize: 4 * GiB,
  maxStorageBufferBindingSize: 2 * GiB,
  isFallbackAdapter: true,
};

describe('model catalogue', () => {
  it('takes the curated models, VRAM and context windows from the installed WebLLM config', () => {
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
    const model = catalogue.find((m) => m.id === record.model_id)!;
    expect(model.vramMB).toBe(record.vram_required_MB);
    expect(model.contextWindow).toBe(record.overrides!.context_window_size);
    expect(model.label).toBe('Qwen2.5 1.5B (q4f16)');
  });

  it('leaves out ids the config does not have instead of inventing them', () => {
    expect(curatedModels({ model_list: [] })).toEqual([]);
  });
});

describe('hardware fit', () => {
  it('offers q4f16 only with shader-f16, and q4f32 everywhere', () => {
    const withF16 = modelsForAdapter(catalogue, discreteGpu).map((f) => f.model.quantization);
    expect(new Set(withF16)).toEqual(new Set(['q4f16', 'q4f32']));
    const offered = modelsForAdapter(catalogue, swiftShader);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((f) => f.model.quantization === 'q4f32')).toBe(true);
  });

  it('defaults to Qwen2.5 1.5B in the build the adapter supports', () => {
    expect(defaultModel(modelsForAdapter(catalogue, discreteGpu), discreteGpu)?.model.id).toBe('Qwen2.5-1.5B-Instruct-q4f16_1-MLC');
    expect(defaultModel(modelsForAdapter(catalogue, swiftShader), swiftShader)?.model.id).toBe('Qwen2.5-1.5B-Instruct-q4f32_1-MLC');
  });

  it('notes that a software adapter is slow', () => {
    const fit = assessFit(catalogue.find((m) => m.quantization === 'q4f32')!, swiftShader);
    expect(fit).toMatchObject({ status: 'fits', reason: expect.stringMatching(/slow/u) });
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
    expect(defaultModel(fits, lowMemory)?.model.id).toBe('Llama-3.2-1B-Instruct-q4f16_1-MLC');
  });

  it('after device lost, offers the next smaller model', () => {
    const fits = modelsForAdapter(catalogue, swiftShader);
    const next = nextSmaller(fits, 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC')!;
    expect(next.model.vramMB).toBeLessThan(catalogue.find((m) => m.id === 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC')!.vramMB);
    expect(next.model.quantization).toBe('q4f32');
    const smallest = [...fits].sort((a, b) => a.model.vramMB - b.model.vramMB)[0]!;
    expect(nextSmaller(fits, smallest.model.id)).toBeUndefined();
  });
});
