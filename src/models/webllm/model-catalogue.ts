import type { KvShape } from '../context-window';

/** One model the picker offers, with its needs as WebLLM's own config gives them (model-catalogue.test.ts). */
export interface CatalogueModel {
  engine: 'webllm';
  id: string;
  family: string;
  /** Parameter count as the model card says it ("1.5B"). */
  size: string;
  quantization: 'q4f16' | 'q4f32';
  /** `vram_required_MB` from prebuiltAppConfig. */
  vramMB: number;
  /** `overrides.context_window_size` from prebuiltAppConfig: the window `vramMB` was measured at. */
  configWindow: number;
  /** The model's trained context (`max_position_embeddings`): the most the window may grow to. */
  maxContext: number;
  /** Its key/value cache per token, from the model's config.json. */
  kv: KvShape;
  /** `low_resource_required`: runs where storage buffers are limited to 128 MB. */
  lowResource: boolean;
  requiredFeatures: string[];
  /** `buffer_size_required_bytes`, where the config gives one. */
  bufferBytes?: number;
  /** Where WebLLM fetches it from: the weights' repository and the compiled library. */
  urls: string[];
}

/** Where WebLLM 0.2.86 fetches each model's compiled library (its `model_lib`). */
const LIBS = 'https://raw.githubusercontent.com/mlc-ai/binary-mlc-llm-libs/main/web-llm-models/v0_2_86/base/';

type Quantization = 'q4f16' | 'q4f32';
/** One build's needs as WebLLM's `prebuiltAppConfig` gives them: GPU memory, library file, limits. */
type Build = { vramMB: number; lib: string; lowResource?: false; requiredFeatures?: string[] };

/**
 * The curated list: small instruct models that follow "cite as [n]" instructions, smallest to
 * largest within each family. Qwen2.5 first: multilingual (29 languages), the best at
 * instruction-following per parameter in this size range. This is the project's own data, so no
 * page but the WebLLM worker loads WebLLM: `model-catalogue.test.ts` checks every figure and URL
 * against the installed package's `prebuiltAppConfig` (update both together when WebLLM moves).
 * Every one runs in WebLLM on WebGPU; `wllama/cpu-catalogue.ts` lists the CPU engine's GGUF builds.
 */
// Shapes from each model's config.json on Hugging Face (num_hidden_layers, num_key_value_heads,
// hidden_size / num_attention_heads, max_position_embeddings).
const CURATED: Array<{ base: string; family: string; size: string; kv: KvShape; maxContext: number; builds: Record<Quantization, Build> }> = [
  { base: 'Qwen2.5-0.5B-Instruct', family: 'Qwen2.5', size: '0.5B', kv: { layers: 24, kvHeads: 2, headDim: 64 }, maxContext: 32_768,
    builds: { q4f16: { vramMB: 944.62, lib: 'Qwen2-0.5B-Instruct-q4f16_1_cs1k' }, q4f32: { vramMB: 1060.2, lib: 'Qwen2-0.5B-Instruct-q4f32_1_cs1k' } } },
  { base: 'Qwen2.5-1.5B-Instruct', family: 'Qwen2.5', size: '1.5B', kv: { layers: 28, kvHeads: 2, headDim: 128 }, maxContext: 32_768,
    builds: { q4f16: { vramMB: 1629.75, lib: 'Qwen2-1.5B-Instruct-q4f16_1_cs1k' }, q4f32: { vramMB: 1888.97, lib: 'Qwen2-1.5B-Instruct-q4f32_1_cs1k' } } },
  { base: 'Qwen2.5-3B-Instruct', family: 'Qwen2.5', size: '3B', kv: { layers: 36, kvHeads: 2, headDim: 128 }, maxContext: 32_768,
    builds: { q4f16: { vramMB: 2504.76, lib: 'Qwen2.5-3B-Instruct-q4f16_1_cs1k' }, q4f32: { vramMB: 2893.64, lib: 'Qwen2.5-3B-Instruct-q4f32_1_cs1k' } } },
  { base: 'Llama-3.2-1B-Instruct', family: 'Llama 3.2', size: '1B', kv: { layers: 16, kvHeads: 8, headDim: 64 }, maxContext: 131_072,
    builds: { q4f16: { vramMB: 879.04, lib: 'Llama-3.2-1B-Instruct-q4f16_1_cs1k' }, q4f32: { vramMB: 1128.82, lib: 'Llama-3.2-1B-Instruct-q4f32_1_cs1k' } } },
  { base: 'Llama-3.2-3B-Instruct', family: 'Llama 3.2', size: '3B', kv: { layers: 28, kvHeads: 8, headDim: 128 }, maxContext: 131_072,
    builds: { q4f16: { vramMB: 2263.69, lib: 'Llama-3.2-3B-Instruct-q4f16_1_cs1k' }, q4f32: { vramMB: 2951.51, lib: 'Llama-3.2-3B-Instruct-q4f32_1_cs1k' } } },
  { base: 'Phi-3.5-mini-instruct', family: 'Phi-3.5 mini', size: '3.8B', kv: { layers: 32, kvHeads: 32, headDim: 96 }, maxContext: 131_072,
    builds: { q4f16: { vramMB: 3672.07, lib: 'Phi-3.5-mini-instruct-q4f16_1_cs1k', lowResource: false }, q4f32: { vramMB: 5483.12, lib: 'Phi-3.5-mini-instruct-q4f32_1_cs1k', lowResource: false } } },
  { base: 'SmolLM2-360M-Instruct', family: 'SmolLM2', size: '360M', kv: { layers: 32, kvHeads: 5, headDim: 64 }, maxContext: 8_192,
    builds: { q4f16: { vramMB: 376.06, lib: 'SmolLM2-360M-Instruct-q4f16_1_cs1k', requiredFeatures: ['shader-f16'] }, q4f32: { vramMB: 579.61, lib: 'SmolLM2-360M-Instruct-q4f32_1_cs1k' } } },
  { base: 'SmolLM2-1.7B-Instruct', family: 'SmolLM2', size: '1.7B', kv: { layers: 24, kvHeads: 32, headDim: 64 }, maxContext: 8_192,
    builds: { q4f16: { vramMB: 1774.19, lib: 'SmolLM2-1.7B-Instruct-q4f16_1_cs1k', requiredFeatures: ['shader-f16'] }, q4f32: { vramMB: 2692.38, lib: 'SmolLM2-1.7B-Instruct-q4f32_1_cs1k' } } },
];

/** The window every curated build's `vram_required_MB` was measured at (`context_window_size`). */
const CONFIG_WINDOW = 4096;

export function modelId(base: string, quantization: Quantization): string {
  return `${base}-${quantization}_1-MLC`;
}

/** Every curated build, both quantizations of each model, in the order above. */
export const WEBGPU_CATALOGUE: CatalogueModel[] = CURATED.flatMap(({ base, family, size, kv, maxContext, builds }) =>
  (['q4f16', 'q4f32'] as const).map((quantization): CatalogueModel => {
    const build = builds[quantization];
    const id = modelId(base, quantization);
    return {
      engine: 'webllm',
      id,
      family,
      size,
      quantization,
      vramMB: build.vramMB,
      configWindow: CONFIG_WINDOW,
      maxContext,
      kv,
      lowResource: build.lowResource ?? true,
      requiredFeatures: build.requiredFeatures ?? [],
      urls: [`https://huggingface.co/mlc-ai/${id}`, `${LIBS}${build.lib}-webgpu.wasm`],
    };
  }),
);

/**
 * The default: Qwen2.5 1.5B Instruct. At q4f16 it needs 1,630 MB of GPU memory (q4f32: 1,889 MB)
 * with a 4,096-token window, which fits the integrated GPUs of most laptops of the last five years
 * while still following the citation format reliably; the 0.5B and 1B models cite less faithfully,
 * the 3B ones need 2.5–3 GB. Then fall back to smaller ones on weaker hardware.
 */
export const DEFAULT_PREFERENCE = [
  'Qwen2.5-1.5B-Instruct',
  'Llama-3.2-1B-Instruct',
  'Qwen2.5-0.5B-Instruct',
  'SmolLM2-360M-Instruct',
];
