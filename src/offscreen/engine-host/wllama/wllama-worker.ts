import { serveEngine } from '../serve-engine';
import { wllamaBackend } from './wllama-engine';

// The processor engine's worker: wllama (and its own llama.cpp workers) run from here.
serveEngine(wllamaBackend());
