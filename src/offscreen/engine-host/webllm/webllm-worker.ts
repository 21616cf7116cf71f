import { WebWorkerMLCEngineHandler } from '@mlc-ai/web-llm';

// WebLLM's engine in a dedicated worker started by the engine host (webllm-engine.ts): prefill and
// decoding run here, off every page's main thread; the host talks to it through WebWorkerMLCEngine.
const handler = new WebWorkerMLCEngineHandler();
self.onmessage = (event: MessageEvent) => handler.onmessage(event);
