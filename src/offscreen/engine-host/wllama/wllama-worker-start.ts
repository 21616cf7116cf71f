// Vite bundles the worker as its own module file in the extension (so the CSP's 'self' covers it).
import WllamaWorker from './wllama-worker?worker';
import type { WorkerLike } from '../worker-engine';

/** A new processor-engine worker (one per loaded model). */
export const startWllamaWorker = (): WorkerLike => new WllamaWorker() as unknown as WorkerLike;
