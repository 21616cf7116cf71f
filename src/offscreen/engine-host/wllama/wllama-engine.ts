import type { LoadModelParams } from '@wllama/wllama';
import { isAbortError, ModelError } from '../../../models/model-error';
import { CPU_BATCH } from '../../../models/wllama/cpu-fit';
import { modelFile } from '../../../models/wllama/cpu-model-files';
import type { EngineBackend, LoadedEngine } from '../loaded-engine';
import { hasRelaxedSimd } from '../../../models/wllama/relaxed-simd';
import { WLLAMA_RELAXED_WASM_PATH, WLLAMA_WASM_PATH } from './wllama-files';

const quiet = { debug: () => undefined, log: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error('[wllama]', ...args) };

/** wllama's errors as the panel's: a prompt over the window is retried with fewer sources. */
export function mapWllamaError(error: unknown): unknown {
  if (error instanceof ModelError || isAbortError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  const overflow = /request \((\d+) tokens\) exceeds the available context size \((\d+) tokens\)/u.exec(message);
  if (overflow || /kv_cache_full|context size|context window/iu.test(`${(error as { type?: string }).type ?? ''} ${message}`)) {
    const tokens = overflow ? { prompt: Number(overflow[1]), window: Number(overflow[2]) } : {};
    return new ModelError('context-length', 'The question and sources did not fit the model.', undefined, tokens, undefined, { code: 'context-length' });
  }
  if (/Cannot allocate|out of memory|memory access out of bounds|Aborted\(OOM\)/iu.test(message)) {
    return new ModelError('device-lost', 'The processor engine ran out of memory.', 'Choose a smaller model, or close some tabs.', undefined, undefined, {
      code: 'cpu-out-of-memory',
    });
  }
  const detail = message.slice(0, 200);
  return new ModelError('load-failed', `The processor engine failed: ${detail}`, undefined, undefined, undefined, { code: 'cpu-failed', detail });
}

/** llama.cpp load settings a bench may override (bench/cpu-engine.ts --tuning); the product passes none. */
export type WllamaTuning = Partial<Pick<LoadModelParams, 'n_batch' | 'n_ubatch' | 'flash_attn' | 'cache_type_k' | 'cache_type_v' | 'n_threads'>>;

/**
 * The processor engine: wllama, which runs llama.cpp in its own Web Workers (one per thread; threads
 * need the document to be cross-origin isolated). The GGUF comes from the extension's cache, or is
 * downloaded from the catalogue's host once. Unloading ends its workers and frees their memory.
 */
export function wllamaBackend(tuning: WllamaTuning = {}): EngineBackend {
  return {
    async load(resolved, { contextWindow, threads, onProgress, signal }) {
      if (resolved.engine !== 'wllama') throw new ModelError('load-failed', 'Not a processor model.', undefined, undefined, undefined, { code: 'not-offered' });
      const { model } = resolved;
      // Loopback only for a test entry the resolver accepted (development installs, injected-models.ts).
      const file = await modelFile(model.url, { signal, onProgress, allowLoopback: model.test === true, sha256: model.sha256 });
      onProgress({ phase: 'cache', fraction: 0, loadedBytes: file.size, totalBytes: file.size, text: 'Loading the model into memory' });
      const { Wllama } = await import('@wllama/wllama');
      // wllama's WebAssembly build of llama.cpp, a file of the extension: nothing is fetched from a CDN,
      // and the CSP stays 'self' 'wasm-unsafe-eval'.
      // The relaxed-SIMD build where the browser runs its int8 dot product (Chrome 114 and later, Firefox ESR 153),
      // else the SIMD128 one: the same build but for those kernels, so one JavaScript serves both.
      const wasmUrl = new URL(hasRelaxedSimd() ? WLLAMA_RELAXED_WASM_PATH : WLLAMA_WASM_PATH, globalThis.location.origin).href;
      const wllama = new Wllama({ default: wasmUrl }, { logger: quiet, suppressNativeLog: true });
      wllama.setCompat(null); // the compat build would come from a CDN: never
      const stop = () => void wllama.exit().catch(() => undefined);
      signal.addEventListener('abort', stop, { once: true });
      try {
        await wllama.loadModel([file], {
          n_ctx: contextWindow,
          n_threads: globalThis.crossOriginIsolated ? (threads ?? 1) : 1,
          n_gpu_layers: 0,
          n_batch: CPU_BATCH,
          n_ubatch: CPU_BATCH,
          n_parallel: 1,
          ...tuning,
        });
      } catch (error) {
        stop();
        if (signal.aborted) throw new DOMException('The model load was cancelled.', 'AbortError');
        throw mapWllamaError(error);
      } finally {
        signal.removeEventListener('abort', stop);
      }
      if (signal.aborted) {
        stop();
        throw new DOMException('The model load was cancelled.', 'AbortError');
      }
      onProgress({ phase: 'cache', fraction: 1, loadedBytes: file.size, totalBytes: file.size, text: 'Measuring this computer’s speed' });
      const prefillTokS = await measurePrefill(wllama);
      onProgress({ phase: 'ready', fraction: 1, text: 'Ready' });
      return wllamaLoadedEngine(wllama, contextWindow, prefillTokS);
    },
  };
}

type WllamaInstance = InstanceType<typeof import('@wllama/wllama').Wllama>;

// About 100 tokens of ordinary prose in any of the catalogue's tokenizers: long enough to time a batch,
// short enough to cost a few seconds on the slowest machine the engine supports (bench/README.md).
const CALIBRATION = 'The library opens at nine in the morning and closes at six in the evening. '.repeat(7);

/**
 * Prompt tokens a second on this machine, from one short prompt read right after loading (llama.cpp's
 * own timings): the panel's "about 20 s" before the first word, and the source budget on a slow machine.
 * Undefined when the engine does not report it.
 */
async function measurePrefill(wllama: WllamaInstance): Promise<number | undefined> {
  try {
    const result = await wllama.createCompletion({ prompt: CALIBRATION, max_tokens: 1, temperature: 0 });
    const t = result.timings;
    return t && t.prompt_n > 0 && t.prompt_ms > 0 ? (t.prompt_n * 1000) / t.prompt_ms : undefined;
  } catch {
    return undefined;
  }
}

function wllamaLoadedEngine(wllama: WllamaInstance, contextWindow: number, prefillTokS: number | undefined): LoadedEngine {
  return {
    contextWindow,
    threads: wllama.getNumThreads(),
    prefillTokS,
    async generate({ messages, temperature, maxTokens, signal, onDelta, onUsage, onPrefill }) {
      if (signal.aborted) return;
      try {
        await wllama.createChatCompletion({
          messages,
          temperature,
          ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
          abortSignal: signal,
          stream: true,
          // The cached prefix (system prompt, an earlier turn) is not read again: cache_prompt keeps it.
          cache_prompt: true,
          return_progress: true,
          onData: (chunk) => {
            const p = chunk.prompt_progress;
            if (p && p.total > p.cache) onPrefill?.({ done: Math.max(0, p.processed - p.cache), total: p.total - p.cache, ms: p.time_ms });
            const delta = chunk.choices[0]?.delta?.content;
            if (delta) onDelta(delta);
            const t = chunk.timings;
            // cache_n: the prompt's first tokens that matched what the engine already held (not read again).
            if (t?.predicted_n !== undefined && chunk.choices[0]?.finish_reason) onUsage?.({ promptTokens: t.prompt_n + (t.cache_n ?? 0), completionTokens: t.predicted_n, cachedPromptTokens: t.cache_n ?? 0 });
          },
        });
      } catch (error) {
        if (signal.aborted || (error instanceof Error && error.name === 'WllamaAbortError')) return;
        throw mapWllamaError(error);
      }
    },
    unload: () => wllama.exit(),
  };
}
