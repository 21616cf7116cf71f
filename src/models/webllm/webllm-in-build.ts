/**
 * Whether this build ships WebLLM (the GPU engine). The Firefox build leaves it out: Firefox has no
 * offscreen document to host it, no WebGPU on Linux, and WebLLM's 6 MB worker file is over the
 * add-ons site's per-file limit (entrypoints/offscreen/index.html is excluded from that build).
 * WXT replaces `import.meta.env.BROWSER` at build time.
 */
export const WEBLLM_IN_BUILD: boolean = import.meta.env.BROWSER !== 'firefox';
