import type { CpuModel } from '../../src/models/wllama/cpu-catalogue';
import { DEFAULT_TINY_SHAPE } from './tiny-gguf';

export const TINY_MODEL_ID = 'test:tiny-llama';

/**
 * A catalogue entry for the tiny model (tests/support/tiny-gguf.ts): injected through the
 * `local:test-models` item, which only a development install honours and only for loopback URLs.
 */
export function tinyModelEntry(url: string): CpuModel {
  const s = DEFAULT_TINY_SHAPE;
  return {
    engine: 'wllama',
    id: TINY_MODEL_ID,
    family: 'Tiny test model',
    size: '0.1M',
    quantization: 'F32',
    url,
    fileMB: 0.6,
    paramsB: 0.0001,
    vocab: 512,
    // 2,048 tokens: a 512-token answer reserve, so each answer takes a second or two.
    maxContext: 2048,
    kv: { layers: s.layers, kvHeads: s.kvHeads, headDim: s.embedding / s.heads },
    // Ranked above the catalogue, so the picker recommends it (the e2e cases check the recommended model's wording):
    // being the only model that wrote briskly no longer makes it the default since the rebuilt engine's re-fit.
    quality: 100,
    test: true,
  };
}

