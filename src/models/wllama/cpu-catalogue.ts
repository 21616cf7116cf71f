import type { KvShape } from '../context-window';

/** One GGUF build the CPU engine (wllama: llama.cpp in WebAssembly) can run. */
export interface CpuModel {
  engine: 'wllama';
  id: string;
  family: string;
  /** Parameter count as the model card says it. */
  size: string;
  quantization: 'Q8_0' | 'Q4_K_M' | 'F32';
  /** The file, on a host `model-hosts.ts` accepts (test entries: loopback, see injected-models.ts). */
  url: string;
  /** Its size as the model host lists it, MB (the download shows the exact bytes). */
  fileMB: number;
  /**
   * The file's SHA-256 (hex), where it is known (Hugging Face shows it as the LFS oid on the file's
   * page): a downloaded file that differs is not kept. Only for a URL pinned to the commit it names.
   */
  sha256?: string;
  /** Parameters, billions: the work per token, for the speed estimate. */
  paramsB: number;
  /** Vocabulary size: the logits buffer llama.cpp allocates grows with it. */
  vocab: number;
  maxContext: number;
  kv: KvShape;
  /** Rank for the default, higher is better at following "cite as [n]" (not a measured score). */
  quality: number;
  /** An entry injected by the e2e tests (injected-models.ts); never in the shipped catalogue. */
  test?: true;
}

const hf = (repo: string, file: string, revision = 'main') => `https://huggingface.co/${repo}/resolve/${revision}/${file}`;

const QWEN_05B = { family: 'Qwen2.5', size: '0.5B', paramsB: 0.49, vocab: 151_936, maxContext: 32_768, kv: { layers: 24, kvHeads: 2, headDim: 64 } };
const QWEN_15B = { family: 'Qwen2.5', size: '1.5B', paramsB: 1.54, vocab: 151_936, maxContext: 32_768, kv: { layers: 28, kvHeads: 2, headDim: 128 } };

/**
 * Small instruct models as GGUF, from Hugging Face (sizes as its file listings give them):
 * SmolLM2-360M from its authors (HuggingFaceTB), Qwen2.5 from bartowski's llama.cpp quantisations
 * (the most used GGUF builds of these models). Shapes from each model's config.json. SmolLM2 is
 * what Firefox runs on the CPU for link previews; Qwen2.5 is multilingual (29 languages), as pages are.
 */
export const CPU_CATALOGUE: readonly CpuModel[] = [
  {
    engine: 'wllama',
    id: 'SmolLM2-360M-Instruct-Q8_0-GGUF',
    family: 'SmolLM2',
    size: '360M',
    quantization: 'Q8_0',
    url: hf('HuggingFaceTB/SmolLM2-360M-Instruct-GGUF', 'smollm2-360m-instruct-q8_0.gguf'),
    fileMB: 386,
    paramsB: 0.36,
    vocab: 49_152,
    maxContext: 8_192,
    kv: { layers: 32, kvHeads: 5, headDim: 64 },
    quality: 1,
  },
  {
    engine: 'wllama',
    id: 'Qwen2.5-0.5B-Instruct-Q4_K_M-GGUF',
    ...QWEN_05B,
    quantization: 'Q4_K_M',
    // Pinned to the commit whose file page gives this SHA-256 (its LFS oid): the hash always names the file served.
    url: hf('bartowski/Qwen2.5-0.5B-Instruct-GGUF', 'Qwen2.5-0.5B-Instruct-Q4_K_M.gguf', 'b26a58accf53b1a19fbc555d52fdb224bec473f5'),
    sha256: '6eb923e7d26e9cea28811e1a8e852009b21242fb157b26149d3b188f3a8c8653',
    fileMB: 398,
    quality: 2,
  },
  {
    engine: 'wllama',
    id: 'Qwen2.5-0.5B-Instruct-Q8_0-GGUF',
    ...QWEN_05B,
    quantization: 'Q8_0',
    url: hf('bartowski/Qwen2.5-0.5B-Instruct-GGUF', 'Qwen2.5-0.5B-Instruct-Q8_0.gguf'),
    fileMB: 531,
    quality: 3,
  },
  {
    engine: 'wllama',
    id: 'Qwen2.5-1.5B-Instruct-Q4_K_M-GGUF',
    ...QWEN_15B,
    quantization: 'Q4_K_M',
    url: hf('bartowski/Qwen2.5-1.5B-Instruct-GGUF', 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf'),
    fileMB: 986,
    quality: 4,
  },
  {
    engine: 'wllama',
    id: 'Qwen2.5-1.5B-Instruct-Q8_0-GGUF',
    ...QWEN_15B,
    quantization: 'Q8_0',
    url: hf('bartowski/Qwen2.5-1.5B-Instruct-GGUF', 'Qwen2.5-1.5B-Instruct-Q8_0.gguf'),
    fileMB: 1_650,
    quality: 5,
  },
];
