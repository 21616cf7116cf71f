/**
 * The two engines that run a model on this computer, one name each everywhere (catalogues, the engine
 * host's wire, the DOM's data-engine): WebLLM on the graphics card (WebGPU) and wllama (llama.cpp in
 * WebAssembly) on the processor. The vocabulary is in src/README.md.
 */
export type EngineKind = 'webllm' | 'wllama';
