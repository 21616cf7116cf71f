// Vite bundles the worker as its own module file in the extension (so the CSP's 'self' covers it).
import type { WebLlmEngineFactory } from './webllm-engine';
import WebLlmWorker from './webllm-worker?worker';

/**
 * WebLLM's real engine: `WebWorkerMLCEngine` driving MLCEngine in a dedicated worker. The model is
 * the only one the worker holds; unloading terminates the worker, which frees its GPU device.
 * WebLLM is imported on first use (its 6 MB stay out of the document until a WebGPU model loads).
 */
export const workerEngineFactory: WebLlmEngineFactory = () => {
  let worker: Worker | undefined;
  return {
    createEngine: async (config) => {
      const { WebWorkerMLCEngine } = await import('@mlc-ai/web-llm');
      worker = new WebLlmWorker();
      return new WebWorkerMLCEngine(worker, { initProgressCallback: config.initProgressCallback, logLevel: 'WARN' });
    },
    terminate: () => worker?.terminate(),
  };
};
