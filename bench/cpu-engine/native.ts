// llama.cpp built natively for this processor (node-llama-cpp's prebuilt linux-x64 binary, CPU only):
// the baseline bench/cpu-engine.ts sets the product's WebAssembly path against, on the same GGUF.
import { getLlama, type Llama, type LlamaModel } from 'node-llama-cpp';

export interface NativeRun {
  threads: number;
  contextWindow: number;
  /** Prompt tokens, as many as the product's chat prompt had (each "w<n>" word is one token). */
  promptTokens: number;
  maxTokens: number;
  repeats: number;
}

export interface NativeResult {
  promptTokens: number;
  tokens: number;
  firstTokenMs: number;
  totalMs: number;
  prefillTokS: number;
  decodeTokS: number;
}

let llama: Llama | undefined;
const models = new Map<string, LlamaModel>();

/** Prefill and decode of one prompt per repeat, timed as the product's harness times them. */
export async function runNative(path: string, run: NativeRun): Promise<NativeResult[]> {
  // build: 'never' — the prebuilt binary or nothing (no compiling, no download).
  llama ??= await getLlama({ gpu: false, build: 'never', progressLogs: false, logLevel: 'error' as never });
  const model = models.get(path) ?? (await llama.loadModel({ modelPath: path, gpuLayers: 0 }));
  models.set(path, model);
  const context = await model.createContext({ contextSize: run.contextWindow, threads: run.threads, batchSize: 512, flashAttention: false });
  const results: NativeResult[] = [];
  try {
    for (let r = 0; r < run.repeats; r += 1) {
      const sequence = context.getSequence();
      // A different prompt each time, as in the product's harness: nothing reused from a cache.
      const words = Array.from({ length: run.promptTokens }, (_, i) => `w${(i * 7 + r * 13 + 5) % 40000}`).join(' ');
      const prompt = model.tokenize(words).slice(0, run.promptTokens);
      let first = 0;
      let tokens = 0;
      const t0 = performance.now();
      for await (const _ of sequence.evaluate(prompt, { temperature: 0.1 })) {
        tokens += 1;
        if (tokens === 1) first = performance.now() - t0;
        if (tokens >= run.maxTokens) break;
      }
      const total = performance.now() - t0;
      sequence.dispose();
      results.push({ promptTokens: prompt.length, tokens, firstTokenMs: first, totalMs: total, prefillTokS: prompt.length / (first / 1000), decodeTokS: (tokens - 1) / ((total - first) / 1000) });
    }
  } finally {
    await context.dispose();
  }
  return results;
}

export async function closeNative(): Promise<void> {
  for (const model of models.values()) await model.dispose();
  models.clear();
  await llama?.dispose();
  llama = undefined;
}
