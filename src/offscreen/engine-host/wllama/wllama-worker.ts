import { serveEngine } from '../serve-engine';
import { usePackagedLlamaWorker } from './packaged-llama-worker';
import { wllamaBackend } from './wllama-engine';

// wllama's own llama.cpp worker starts from the extension's file, not a blob: URL (Firefox refuses those).
usePackagedLlamaWorker();

// The processor engine's worker: wllama (and its own llama.cpp workers) run from here.
serveEngine(wllamaBackend());
