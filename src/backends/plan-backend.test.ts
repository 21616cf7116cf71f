import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKEND_SETTINGS, type BackendSettings } from './backend-settings';
import { planBackend, type BackendEnvironment } from './plan-backend';
import { discreteGpu, laptopCpu, swiftShader as swiftShaderAdapter, withGpu, withoutGpu } from '../../tests/support/test-devices';
import { WEBGPU_CATALOGUE } from '../models/webllm/model-catalogue';
import { CPU_CATALOGUE } from '../models/wllama/cpu-catalogue';

const catalogue = WEBGPU_CATALOGUE;
const swiftShader: BackendEnvironment = { device: withGpu(swiftShaderAdapter), catalogue, cpuCatalogue: CPU_CATALOGUE, chromeAi: 'missing' };
const settings = (change: Partial<BackendSettings>): BackendSettings => ({ ...DEFAULT_BACKEND_SETTINGS, ...change });

describe('planBackend', () => {
  it('on a GPU without shader-f16 offers q4f32 WebLLM builds; on a software GPU the processor model answers', () => {
    const plan = planBackend(DEFAULT_BACKEND_SETTINGS, swiftShader);
    if (plan.kind !== 'on-device') throw new Error(plan.kind);
    expect(plan.fits.filter((f) => f.model.engine === 'webllm').every((f) => f.model.quantization === 'q4f32')).toBe(true);
    expect(plan.chosen.model.engine).toBe('wllama');
    expect(plan.why).toEqual({ kind: 'processor', noGpu: 'software-gpu' });
  });

  it('on a real GPU the WebGPU default, with its window', () => {
    const plan = planBackend(DEFAULT_BACKEND_SETTINGS, { ...swiftShader, device: withGpu(discreteGpu) });
    expect(plan.kind === 'on-device' && [plan.chosen.model.id, plan.chosen.contextWindow]).toEqual(['Qwen2.5-1.5B-Instruct-q4f16_1-MLC', 16_384]);
  });

  it('keeps the user’s pick when this computer offers it', () => {
    const plan = planBackend(settings({ onDeviceModel: 'Llama-3.2-1B-Instruct-q4f32_1-MLC' }), swiftShader);
    expect(plan.kind === 'on-device' && plan.chosen.model.id).toBe('Llama-3.2-1B-Instruct-q4f32_1-MLC');
  });

  it('without WebGPU the processor model; passages only when neither engine can run, with the reason', () => {
    const noGpu = { ...swiftShader, catalogue: [], device: withoutGpu(laptopCpu, 'no-webgpu') };
    expect(planBackend(DEFAULT_BACKEND_SETTINGS, noGpu)).toMatchObject({ kind: 'on-device', chosen: { model: { engine: 'wllama' } } });
    const nothing = { ...noGpu, device: withoutGpu({ ...laptopCpu, wasm: false }, 'no-webgpu') };
    expect(planBackend(DEFAULT_BACKEND_SETTINGS, nothing)).toEqual({ kind: 'passages', reason: 'no-webgpu' });
    const tinyMemory = { ...noGpu, device: withoutGpu({ ...laptopCpu, deviceMemoryGB: 0.25 }, 'no-adapter') };
    expect(planBackend(DEFAULT_BACKEND_SETTINGS, tinyMemory)).toEqual({ kind: 'passages', reason: 'no-model-fits' });
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
