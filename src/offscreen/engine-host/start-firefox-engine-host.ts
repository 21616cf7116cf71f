import { startEngineHost } from './start-engine-host';
import { workerBackend } from './worker-engine';
import { startWllamaWorker } from './wllama/wllama-worker-start';

/**
 * Firefox has no offscreen document: its background page (an event page with a DOM, which can start
 * workers) hosts the processor engine. WebLLM is not in the Firefox build (webllm-in-build.ts).
 */
export function startFirefoxEngineHost(): void {
  startEngineHost({ wllama: workerBackend(startWllamaWorker) });
}
