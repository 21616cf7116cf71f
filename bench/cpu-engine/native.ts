// llama.cpp built natively for this processor (node-llama-cpp's prebuilt linux-x64 binary, CPU only):
// the baseline bench/cpu-engine.ts sets the product's WebAssembly path against, on the same GGUF.
// node-llama-cpp is not a dependency of the project: its optional platform packages (win-*, mac-*) are not
// all on every registry, which breaks `npm ci` from a lockfile that names them. `--native` loads it when
// installed by hand: `npm install --no-save --ignore-scripts node-llama-cpp@3.22.1`.
import { selfCpuMs } from './cpu-time';

export interface NativeStep {
  promptTokens: number;
  tokens: number;
  firstTokenMs: number;
  totalMs: number;
  /** Processor time of this process over the step (all its threads), ms. */
  cpuMs: number;
}

/** The part of node-llama-cpp's API the baseline uses. */
interface NativeSequence {
  evaluate(tokens: unknown[], options: { temperature: number }): AsyncIterable<unknown>;
  dispose(): void;
}
interface NativeContext {
  getSequence(): NativeSequence;
  dispose(): Promise<void>;
}
interface NativeModel {
  tokenize(text: string): unknown[];
  createContext(options: { contextSize: number; threads: number; batchSize: number }): Promise<NativeContext>;
  dispose(): Promise<void>;
}
interface NativeLlama {
  loadModel(options: { modelPath: string; gpuLayers: number }): Promise<NativeModel>;
  dispose(): Promise<void>;
}
interface NodeLlamaCpp {
  getLlama(options: Record<string, unknown>): Promise<NativeLlama>;
}

const PACKAGE = 'node-llama-cpp';

async function importNodeLlamaCpp(): Promise<NodeLlamaCpp> {
  try {
    return (await import(PACKAGE)) as NodeLlamaCpp;
  } catch (error) {
    throw new Error(
      `--native needs node-llama-cpp: npm install --no-save --ignore-scripts node-llama-cpp@3.22.1 (${String(error)})`,
    );
  }
}

let llama: NativeLlama | undefined;
let model: NativeModel | undefined;
let context: NativeContext | undefined;

/** Loads the GGUF with the product's window, batch (512) and thread count; no GPU. */
export async function loadNative(path: string, threads: number, contextWindow: number): Promise<void> {
  // build: 'never' — the prebuilt binary or nothing (no compiling, no download).
  llama ??= await (await importNodeLlamaCpp()).getLlama({ gpu: false, build: 'never', progressLogs: false, logLevel: 'error' });
  model = await llama.loadModel({ modelPath: path, gpuLayers: 0 });
  context = await model.createContext({ contextSize: contextWindow, threads, batchSize: 512 });
}

/** `promptTokens` "w<n>" tokens (`seed` makes prompts differ: nothing reused from a cache), `maxTokens` written. */
export async function askNative(promptTokens: number, seed: number, maxTokens: number): Promise<NativeStep> {
  const sequence = context!.getSequence();
  const words = Array.from({ length: promptTokens }, (_, i) => `w${(i * 7 + seed * 13 + 5) % 40000}`).join(' ');
  const prompt = model!.tokenize(words).slice(0, promptTokens);
  let first = 0;
  let tokens = 0;
  const cpu0 = selfCpuMs();
  const t0 = performance.now();
  for await (const _ of sequence.evaluate(prompt, { temperature: 0.1 })) {
    tokens += 1;
    if (tokens === 1) first = performance.now() - t0;
    if (tokens >= maxTokens) break;
  }
  const step = { promptTokens: prompt.length, tokens, firstTokenMs: first, totalMs: performance.now() - t0, cpuMs: selfCpuMs() - cpu0 };
  sequence.dispose();
  return step;
}

export async function unloadNative(): Promise<void> {
  await context?.dispose();
  await model?.dispose();
  context = undefined;
  model = undefined;
}

export async function closeNative(): Promise<void> {
  await unloadNative();
  await llama?.dispose();
  llama = undefined;
}
