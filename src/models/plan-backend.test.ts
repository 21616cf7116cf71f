import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKEND_SETTINGS, type BackendSettings } from './backend-settings';
import { explainPassagesOnly } from './passages-only';
import { planBackend, type BackendEnvironment } from './plan-backend';
import { curatedModels } from './webllm/model-catalogue';

const catalogue = curatedModels(prebuiltAppConfig);
const swiftShader: BackendEnvironment = {
  adapter: { ok: true, facts: { shaderF16: false, maxBufferSize: 2 ** 31, maxStorageBufferBindingSize: 2 ** 31, isFallbackAdapter: true } },
  catalogue,
  chromeAi: 'missing',
};
const settings = (change: Partial<BackendSettings>): BackendSettings => ({ ...DEFAULT_BACKEND_SETTINGS, ...change });

describe('planBackend', () => {
  it('offers only q4f32 WebLLM models on an adapter without shader-f16', () => {
    const plan = planBackend(DEFAULT_BACKEND_SETTINGS, swiftShader);
    expect(plan.kind).toBe('webllm');
    if (plan.kind !== 'webllm') return;
    expect(plan.fits.every((f) => f.model.quantization === 'q4f32')).toBe(true);
    expect(plan.chosen.model.id).toBe('Qwen2.5-1.5B-Instruct-q4f32_1-MLC');
  });

  it('keeps the user’s pick when this GPU offers it', () => {
    const plan = planBackend(settings({ webllmModel: 'Llama-3.2-1B-Instruct-q4f32_1-MLC' }), swiftShader);
    expect(plan.kind === 'webllm' && plan.chosen.model.id).toBe('Llama-3.2-1B-Instruct-q4f32_1-MLC');
  });

  it('falls back to passages with the reason when there is no WebGPU or no adapter', () => {
    expect(planBackend(DEFAULT_BACKEND_SETTINGS, { ...swiftShader, adapter: { ok: false, reason: 'no-webgpu' } })).toEqual({ kind: 'passages', reason: 'no-webgpu' });
    expect(planBackend(DEFAULT_BACKEND_SETTINGS, { ...swiftShader, adapter: { ok: false, reason: 'no-adapter' } })).toEqual({ kind: 'passages', reason: 'no-adapter' });
    const tiny = { ok: true as const, facts: { shaderF16: true, maxBufferSize: 2 ** 20, maxStorageBufferBindingSize: 2 ** 20 } };
    expect(planBackend(DEFAULT_BACKEND_SETTINGS, { ...swiftShader, adapter: tiny })).toEqual({ kind: 'passages', reason: 'no-model-fits' });
    expect(explainPassagesOnly('no-webgpu').why).toMatch(/no WebGPU/u);
    expect(explainPassagesOnly('no-webgpu').enable).toMatch(/options/u);
  });

  it('uses the server only when it is set up', () => {
    expect(planBackend(settings({ backend: 'openai' }), swiftShader)).toEqual({ kind: 'passages', reason: 'openai-not-set' });
    const openai = { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: '', contextWindow: 8192 };
    expect(planBackend(settings({ backend: 'openai', openai }), swiftShader)).toEqual({ kind: 'openai', settings: openai });
  });

  it('uses Chrome’s built-in model only where the browser has it', () => {
    expect(planBackend(settings({ backend: 'chrome-ai' }), swiftShader)).toEqual({ kind: 'passages', reason: 'chrome-ai-unavailable' });
    expect(planBackend(settings({ backend: 'chrome-ai' }), { ...swiftShader, chromeAi: 'downloadable' })).toEqual({ kind: 'chrome-ai', availability: 'downloadable' });
  });

  it('passages when chosen', () => {
    expect(planBackend(settings({ backend: 'passages' }), swiftShader)).toEqual({ kind: 'passages', reason: 'chosen' });
  });
});
