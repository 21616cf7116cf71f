import { startPdfReader } from './pdf/start-pdf-reader';
import { startEngineHost } from './engine-host/start-engine-host';
import { startWebLlmWorker } from './engine-host/webllm/webllm-worker-start';
import { workerBackend } from './engine-host/worker-engine';
import { startWllamaWorker } from './engine-host/wllama/wllama-worker-start';

/**
 * The offscreen document (entrypoints/offscreen): the extension's one long-lived page without UI.
 * It hosts work that the service worker cannot do (Web Workers, WebGPU) and that must outlive the
 * side panel. Each service registers its listeners here, synchronously, when the document starts.
 */
export function startOffscreen(): void {
  startPdfReader();
  startEngineHost({ webllm: workerBackend(startWebLlmWorker), wllama: workerBackend(startWllamaWorker) });
}
