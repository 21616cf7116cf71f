import { isModelError, ModelError } from '../../../models/model-error';
import { type EngineFactory, loadWebLlm } from './load-webllm';
import type { WebLlmModel } from './webllm-model';
import type { EngineBackend, LoadedEngine } from '../loaded-engine';

/**
 * After a successful load, WebLLM unloads itself when the device is lost outside reload() (its
 * device.lost handler) and every later call fails with ModelNotLoadedError: that is a lost device.
 */
function lostDevice(error: unknown): unknown {
  if (error instanceof Error && /ModelNotLoaded/u.test(`${error.name} ${error.message}`)) {
    return new ModelError(
      'device-lost',
      'The GPU stopped (WebGPU "device lost"), usually for lack of memory.',
      'Choose a smaller model, or close other GPU-heavy tabs.',
      undefined,
      undefined,
      { code: 'gpu-lost' },
    );
  }
  return error;
}

/** Wraps a loaded WebLLM model (LanguageModel) as the host's engine. */
export function webLlmLoadedEngine(model: WebLlmModel): LoadedEngine {
  return {
    contextWindow: model.contextWindow,
    async generate({ messages, temperature, maxTokens, signal, onDelta, onUsage }) {
      try {
        for await (const delta of model.stream({ messages, temperature, maxTokens, signal, ...(onUsage ? { onUsage } : {}) })) onDelta(delta);
      } catch (error) {
        throw isModelError(error) ? error : lostDevice(error);
      }
    },
    async unload() {
      await model.unload().catch(() => undefined);
    },
  };
}

/**
 * The WebLLM backend. Its worker (webllm-worker.ts) passes WebLLM's MLCEngine; tests pass WebLLM's
 * engine double, at the same WebLlmEngine port.
 */
export function webLlmBackend(createEngine: EngineFactory): EngineBackend {
  return {
    async load(resolved, { contextWindow, onProgress, signal }) {
      if (resolved.engine !== 'webllm') throw new ModelError('load-failed', 'Not a WebGPU model.', undefined, undefined, undefined, { code: 'not-offered' });
      const model = await loadWebLlm({ model: resolved.model, contextWindow, onProgress, signal, createEngine });
      return webLlmLoadedEngine(model);
    },
  };
}
