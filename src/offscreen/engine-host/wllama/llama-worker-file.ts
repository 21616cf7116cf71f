// Build time only (wxt.config.ts, in Node): never bundled into the extension.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { PART_JOIN, RUN_OPTIONS_HEAD } from './packaged-llama-worker';

/** A string literal of wllama's bundle, evaluated (wllama does not export its worker's code). */
function literal(source: string, pattern: RegExp): string {
  const match = pattern.exec(source);
  if (!match) throw new Error(`wllama's bundle has changed: ${pattern} not found (see llama-worker-file.ts)`);
  const start = match.index + match[0].length;
  const quote = source[start]!;
  let end = start + 1;
  while (source[end] !== quote) end += source[end] === '\\' ? 2 : 1;
  const value: unknown = runInNewContext(source.slice(start, end + 1));
  if (typeof value !== 'string') throw new Error(`wllama's bundle has changed: ${pattern} is not a string`);
  return value;
}

/**
 * wllama's llama.cpp worker as a file of the extension. wllama builds this code at run time and starts
 * it from a blob: URL, which Firefox refuses in an extension; the engine's worker swaps that blob for
 * this file (packaged-llama-worker.ts), after checking the two match but for the first line. The code
 * is the one wllama would build for a processor-only load (`n_gpu_layers: 0`, its "no WebGPU" prefix).
 */
export function llamaWorkerFile(): string {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(require.resolve('@wllama/wllama/esm/index.js'), 'utf8');
  const worker = literal(bundle, /^var LLAMA_CPP_WORKER_CODE = /m);
  const emscripten = literal(bundle, /^var WLLAMA_EMSCRIPTEN_CODE = /m);
  const jspiStub = literal(bundle, /^var JSPI_STUB = /m);
  const noWebGpu = literal(bundle, /if \(this\.resources\.noWebGPU\) \{\s*moduleCode = /);
  const mainModuleCode = (noWebGpu + jspiStub + emscripten).replace('var Module', 'var ___Module');
  return [
    `${RUN_OPTIONS_HEAD}JSON.parse(decodeURIComponent(self.location.hash.slice(1)));`,
    `function wModuleInit() { ${mainModuleCode}; return Module; }`,
    worker,
  ].join(PART_JOIN);
}
