// Vite bundles the worker as its own module file in the extension (so the CSP's 'self' covers it).
import type { WorkerLike } from '../worker-engine';
import WebLlmWorker from './webllm-worker?worker';

/** A new GPU-engine worker (one per loaded model): ending it frees its GPU device. */
export const startWebLlmWorker = (): WorkerLike => new WebLlmWorker() as unknown as WorkerLike;
