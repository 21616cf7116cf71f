/**
 * wllama's files as the extension's own (wxt.config.ts copies them there): the WebAssembly build of
 * llama.cpp and its worker (llama-worker-file.ts). Plain files, not bundled imports: the Firefox
 * background build would inline the 7–10 MB wasm into its worker script, over the add-ons site's 5 MB limit.
 */
export const WLLAMA_WASM_PATH = '/wllama/wllama.wasm';
/** The same build with relaxed SIMD's int8 dot product in its kernels, loaded where the browser runs it (`src/models/wllama/relaxed-simd.ts`). */
export const WLLAMA_RELAXED_WASM_PATH = '/wllama/wllama-relaxed.wasm';
export const LLAMA_WORKER_PATH = '/wllama/llama-worker.js';
