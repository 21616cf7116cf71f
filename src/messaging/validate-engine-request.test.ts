import { describe, expect, it } from 'vitest';
import { validateEngineRequest } from './validate-engine-request';

const messages = [{ role: 'user', content: 'Hi' }];
const spec = { engine: 'webllm', modelId: 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC', contextWindow: 4096 };

describe('validateEngineRequest', () => {
  it('accepts each verb in its shape, and keeps only known fields', () => {
    expect(validateEngineRequest({ verb: 'status' })).toEqual({ verb: 'status' });
    expect(validateEngineRequest({ verb: 'load', data: { spec: { ...spec, extra: 1 }, loadId: 'a1' } })).toEqual({ verb: 'load', data: { spec, loadId: 'a1' } });
    expect(validateEngineRequest({ verb: 'generate', data: { requestId: 'r-1', messages, temperature: 0.1, maxTokens: 512 } })).toEqual({
      verb: 'generate',
      data: { requestId: 'r-1', messages, temperature: 0.1, maxTokens: 512 },
    });
    expect(validateEngineRequest({ verb: 'configure', data: { idleMs: 0 } })).toEqual({ verb: 'configure', data: { idleMs: 0 } });
    expect(validateEngineRequest({ verb: 'unload', data: {} })).toEqual({ verb: 'unload', data: {} });
  });

  it('refuses malformed, unknown and unbounded requests', () => {
    for (const bad of [
      null,
      'status',
      { verb: 'eval', data: {} },
      { verb: 'load', data: { spec: { ...spec, engine: 'other' }, loadId: 'a' } },
      { verb: 'load', data: { spec: { ...spec, contextWindow: 10 }, loadId: 'a' } },
      { verb: 'load', data: { spec: { ...spec, modelId: '../x y' }, loadId: 'a' } },
      { verb: 'load', data: { spec } },
      { verb: 'generate', data: { requestId: 'r 1', messages, temperature: 0.1 } },
      { verb: 'generate', data: { requestId: 'r', messages: [{ role: 'tool', content: 'x' }], temperature: 0.1 } },
      { verb: 'generate', data: { requestId: 'r', messages: [{ role: 'user', content: 'x'.repeat(400_001) }], temperature: 0.1 } },
      { verb: 'generate', data: { requestId: 'r', messages: [], temperature: 0.1 } },
      { verb: 'generate', data: { requestId: 'r', messages, temperature: 5 } },
      { verb: 'configure', data: { idleMs: -1 } },
      { verb: 'stop', data: {} },
    ]) {
      expect(validateEngineRequest(bad), JSON.stringify(bad)?.slice(0, 80)).toBeUndefined();
    }
  });

  it('takes a test model only for the processor engine, with a consistent id', () => {
    const testModel = { engine: 'wllama', id: 'test:tiny', family: 'Tiny', size: '0.1M', quantization: 'F32', url: 'http://127.0.0.1:1/t.gguf', test: true, maxContext: 2048, kv: { layers: 2, kvHeads: 2, headDim: 16 } };
    const ok = { spec: { engine: 'wllama', modelId: 'test:tiny', contextWindow: 2048, testModel }, loadId: 'l' };
    expect(validateEngineRequest({ verb: 'load', data: ok })).toBeDefined();
    expect(validateEngineRequest({ verb: 'load', data: { ...ok, spec: { ...ok.spec, engine: 'webllm' } } })).toBeUndefined();
    expect(validateEngineRequest({ verb: 'load', data: { ...ok, spec: { ...ok.spec, modelId: 'test:other' } } })).toBeUndefined();
    expect(validateEngineRequest({ verb: 'load', data: { ...ok, spec: { ...ok.spec, testModel: { ...testModel, test: false } } } })).toBeUndefined();
    expect(validateEngineRequest({ verb: 'load', data: { ...ok, spec: { ...ok.spec, testModel: { ...testModel, family: 7 } } } })).toBeUndefined();
  });

  it('takes a server to ask: an http(s) address, a model name and a key, nothing else', () => {
    const server = { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: 'sk-1' };
    const ask = (s: unknown) => validateEngineRequest({ verb: 'generate', data: { requestId: 'r', messages, temperature: 0.1, server: s } });
    expect(ask({ ...server, extra: 1 })).toEqual({ verb: 'generate', data: { requestId: 'r', messages, temperature: 0.1, server } });
    expect(ask({ baseUrl: server.baseUrl, model: 'm', apiKey: '' })).toEqual({ verb: 'generate', data: { requestId: 'r', messages, temperature: 0.1, server: { baseUrl: server.baseUrl, model: 'm' } } });
    for (const bad of [
      { ...server, baseUrl: 'file:///etc/passwd' },
      { ...server, baseUrl: 'javascript:alert(1)' },
      { ...server, baseUrl: 'not a url' },
      { ...server, model: '' },
      { ...server, model: 'm'.repeat(257) },
      { ...server, apiKey: 7 },
      { ...server, apiKey: 'k'.repeat(4097) },
      'http://127.0.0.1/v1',
    ]) {
      expect(ask(bad), JSON.stringify(bad).slice(0, 80)).toBeUndefined();
    }
  });
});
