import { describe, expect, it } from 'vitest';
import { catalogueName } from '../models/model-name';
import { CPU_CATALOGUE } from '../models/wllama/cpu-catalogue';
import { WEBGPU_CATALOGUE } from '../models/webllm/model-catalogue';
import { modelNameWords } from './model-name-words';

describe('modelNameWords', () => {
  it('names both engines’ models the same way, from their data, with no word for where they run', () => {
    const cpu = CPU_CATALOGUE.find((m) => m.id === 'SmolLM2-360M-Instruct-Q8_0-GGUF')!;
    const gpu = WEBGPU_CATALOGUE.find((m) => m.id === 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC')!;
    expect(modelNameWords(catalogueName(cpu))).toBe('SmolLM2 360M (Q8_0)');
    expect(modelNameWords(catalogueName(gpu))).toBe('Qwen2.5 1.5B (q4f16)');
    for (const model of [...CPU_CATALOGUE, ...WEBGPU_CATALOGUE]) {
      expect(modelNameWords(catalogueName(model))).not.toMatch(/processor|graphics|GPU|CPU/iu);
    }
  });

  it('words a server’s model through its catalogue message, and Chrome’s model by its own', () => {
    expect(modelNameWords({ of: 'server', model: 'llama3.2', host: '127.0.0.1:11434' })).toBe('llama3.2 on 127.0.0.1:11434');
    expect(modelNameWords({ of: 'chrome-ai' })).toBe('Chrome’s built-in model (Gemini Nano)');
    expect(modelNameWords({ of: 'id', id: 'Qwen2.5-0.5B-Instruct-q4f16_1-MLC' })).toBe('Qwen2.5-0.5B-Instruct-q4f16_1-MLC');
  });
});
