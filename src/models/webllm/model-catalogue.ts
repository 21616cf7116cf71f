import type { AppConfig, ModelRecord } from '@mlc-ai/web-llm';

/** One model the picker offers, with its needs read from WebLLM's own config. */
export interface CatalogueModel {
  id: string;
  family: string;
  /** Parameter count as the model card says it ("1.5B"). */
  size: string;
  quantization: 'q4f16' | 'q4f32';
  /** `vram_required_MB` from prebuiltAppConfig. */
  vramMB: number;
  /** `overrides.context_window_size` from prebuiltAppConfig. */
  contextWindow: number;
  /** `low_resource_required`: runs where storage buffers are limited to 128 MB. */
  lowResource: boolean;
  requiredFeatures: string[];
  /** `buffer_size_required_bytes`, where the config gives one. */
  bufferBytes?: number;
  label: string;
}

/**
 * The curated list: small instruct models that follow "cite as [n]" instructions, smallest to
 * largest within each family. Qwen2.5 first: multilingual (29 languages), the best at
 * instruction-following per parameter in this size range. Ids are checked against the installed
 * package's config at run time; one missing from a future WebLLM is left out, not invented.
 */
const CURATED: Array<{ base: string; family: string; size: string }> = [
  { base: 'Qwen2.5-0.5B-Instruct', family: 'Qwen2.5', size: '0.5B' },
  { base: 'Qwen2.5-1.5B-Instruct', family: 'Qwen2.5', size: '1.5B' },
  { base: 'Qwen2.5-3B-Instruct', family: 'Qwen2.5', size: '3B' },
  { base: 'Llama-3.2-1B-Instruct', family: 'Llama 3.2', size: '1B' },
  { base: 'Llama-3.2-3B-Instruct', family: 'Llama 3.2', size: '3B' },
  { base: 'Phi-3.5-mini-instruct', family: 'Phi-3.5 mini', size: '3.8B' },
  { base: 'SmolLM2-360M-Instruct', family: 'SmolLM2', size: '360M' },
  { base: 'SmolLM2-1.7B-Instruct', family: 'SmolLM2', size: '1.7B' },
];

/** WebLLM's default window when a record sets none (ChatConfig default in mlc-llm). */
const DEFAULT_WINDOW = 4096;

export function modelId(base: string, quantization: 'q4f16' | 'q4f32'): string {
  return `${base}-${quantization}_1-MLC`;
}

function toModel(record: ModelRecord, family: string, size: string, quantization: 'q4f16' | 'q4f32'): CatalogueModel {
  const contextWindow = record.overrides?.context_window_size ?? DEFAULT_WINDOW;
  return {
    id: record.model_id,
    family,
    size,
    quantization,
    vramMB: record.vram_required_MB ?? Number.POSITIVE_INFINITY,
    contextWindow: contextWindow > 0 ? contextWindow : DEFAULT_WINDOW,
    lowResource: record.low_resource_required ?? false,
    requiredFeatures: record.required_features ?? [],
    ...(record.buffer_size_required_bytes !== undefined ? { bufferBytes: record.buffer_size_required_bytes } : {}),
    label: `${family} ${size} (${quantization})`,
  };
}

export function curatedModels(appConfig: Pick<AppConfig, 'model_list'>): CatalogueModel[] {
  const byId = new Map(appConfig.model_list.map((r) => [r.model_id, r]));
  return CURATED.flatMap(({ base, family, size }) =>
    (['q4f16', 'q4f32'] as const).flatMap((q) => {
      const record = byId.get(modelId(base, q));
      return record ? [toModel(record, family, size, q)] : [];
    }),
  );
}

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
