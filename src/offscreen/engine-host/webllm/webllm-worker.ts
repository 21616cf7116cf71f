import { MLCEngine } from '@mlc-ai/web-llm';
import { serveEngine } from '../serve-engine';
import { webLlmBackend } from './webllm-engine';

// The GPU engine's worker: the only file of the extension that imports WebLLM, so the library is
// bundled once, here (the panel, options page and host read the project's own catalogue and Cache
// Storage instead). Prefill and decoding run here, off every page's main thread.
serveEngine(webLlmBackend(async ({ initProgressCallback }) => new MLCEngine({ initProgressCallback, logLevel: 'WARN' })));
