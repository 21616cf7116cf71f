/**
 * The processor engine's speed on this machine: the product's wllama path (wllama-engine.ts) in
 * Chromium, on GGUFs with the catalogue models' shapes and random weights (llama.cpp does the same
 * work per token whatever the weights; no real weights can be downloaded here).
 *   npm run bench:cpu-engine -- --json .bench/cpu-engine.json [--models smollm2-360m,qwen2.5-0.5b] [--threads 1,2] [--native]
 * Prints prefill (prompt reading) and decode (writing) tokens a second, and the per-thread figures
 * that src/models/wllama/cpu-fit.ts estimates speed with. --native runs llama.cpp built for this
 * processor (bench/cpu-engine/native.ts) on the same file, threads and prompt length right after each
 * product row, and prints product/native ratios: on a shared machine only the ratio compares.
 * --tuning '{"flash_attn":true}' overrides the product's llama.cpp load settings (wllama-engine.ts).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { serveModelFiles } from '../tests/support/model-file-server';
import { closeNative, runNative } from './cpu-engine/native';
import { type ModelShape, syntheticGguf } from './cpu-engine/synthetic-gguf';

const SHAPES: Record<string, { shape: ModelShape; quantization: 'Q8_0' | 'Q4_0'; paramsB: number }> = {
  // config.json of each model; Q8_0 stands for the catalogue's Q8_0 builds, Q4_0 for Q4_K_M (close in bytes and work).
  'smollm2-135m': { shape: { layers: 30, embedding: 576, heads: 9, kvHeads: 3, feedForward: 1536, vocab: 49_152 }, quantization: 'Q8_0', paramsB: 0.135 },
  'smollm2-360m': { shape: { layers: 32, embedding: 960, heads: 15, kvHeads: 5, feedForward: 2560, vocab: 49_152 }, quantization: 'Q8_0', paramsB: 0.36 },
  'qwen2.5-0.5b': { shape: { layers: 24, embedding: 896, heads: 14, kvHeads: 2, feedForward: 4864, vocab: 151_936 }, quantization: 'Q8_0', paramsB: 0.49 },
  'qwen2.5-1.5b': { shape: { layers: 28, embedding: 1536, heads: 12, kvHeads: 2, feedForward: 8960, vocab: 151_936 }, quantization: 'Q4_0', paramsB: 1.54 },
};

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    models: { type: 'string', default: 'smollm2-360m,qwen2.5-0.5b' },
    threads: { type: 'string', default: '1,2' },
    prompt: { type: 'string', default: '1000' },
    tokens: { type: 'string', default: '48' },
    repeats: { type: 'string', default: '2' },
    native: { type: 'boolean', default: false },
    followup: { type: 'boolean', default: false },
    tuning: { type: 'string', default: '{}' },
  },
});
const root = resolve(import.meta.dirname, '..');
const cacheDir = join(root, '.bench/gguf');
mkdirSync(cacheDir, { recursive: true });

const files: Record<string, Uint8Array> = {};
const paths: Record<string, string> = {};
for (const name of values.models!.split(',')) {
  const spec = SHAPES[name];
  if (!spec) throw new Error(`unknown model ${name}: ${Object.keys(SHAPES).join(', ')}`);
  const path = join(cacheDir, `${name}-${spec.quantization}.gguf`);
  if (!existsSync(path)) writeFileSync(path, syntheticGguf(spec.shape, spec.quantization));
  files[`${name}.gguf`] = readFileSync(path);
  paths[name] = path;
}

// A bare extension: the product's CSP and cross-origin isolation, the bundled wasm, the harness.
const ext = mkdtempSync(join(tmpdir(), 'ask-tabs-bench-ext-'));
const wasm = join(root, 'node_modules/@wllama/wllama/esm/wasm/wllama.wasm');
cpSync(wasm, join(ext, 'wllama.wasm'));
writeFileSync(join(ext, 'manifest.json'), JSON.stringify({
  manifest_version: 3, name: 'bench', version: '1', host_permissions: ['http://*/*'],
  content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';" },
  cross_origin_embedder_policy: { value: 'credentialless' }, cross_origin_opener_policy: { value: 'same-origin' },
  background: { service_worker: 'sw.js' },
}));
writeFileSync(join(ext, 'sw.js'), '');
writeFileSync(join(ext, 'bench.html'), '<!doctype html><script type="module" src="harness.js"></script>');
await build({
  entryPoints: [join(root, 'bench/cpu-engine/harness.ts')], bundle: true, format: 'esm', outfile: join(ext, 'harness.js'), logLevel: 'warning',
  plugins: [
    {
      // Vite's `?url` import, as the build resolves it: the wasm's path in the extension.
      name: 'wasm-url',
      setup(b) {
        b.onResolve({ filter: /wllama\.wasm\?url$/ }, () => ({ path: 'wasm', namespace: 'wasm-url' }));
        b.onLoad({ filter: /.*/, namespace: 'wasm-url' }, () => ({ contents: "export default '/wllama.wasm';", loader: 'js' }));
      },
    },
  ],
});

const server = await serveModelFiles(files);
const profile = mkdtempSync(join(tmpdir(), 'ask-tabs-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  // Loading a model into the page can take minutes on a busy machine.
  timeout: 0,
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true,
  // CHROME_ARGS: extra flags for a measurement, e.g. "--js-flags=--prof" (a V8 tick profile per isolate).
  args: [`--disable-extensions-except=${ext}`, `--load-extension=${ext}`, '--no-sandbox', ...(process.env.CHROME_ARGS?.split(' ').filter(Boolean) ?? [])],
});
const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
const page = await context.newPage();
page.on('crash', () => console.error('the bench page crashed'));
page.on('console', (m) => m.type() === 'error' && console.error('page:', m.text()));
await page.goto(`chrome-extension://${new URL(worker.url()).host}/bench.html`);
await page.waitForFunction(() => 'runBench' in globalThis);

const rows = [];
for (const name of values.models!.split(',')) {
  const spec = SHAPES[name]!;
  const fileMB = files[`${name}.gguf`]!.length / 1024 ** 2;
  for (const threads of values.threads!.split(',').map(Number)) {
    const out = await page.evaluate((run) => (globalThis as any).runBench(run), {
      url: server.url(`${name}.gguf`), contextWindow: 4096, threads, promptWords: Number(values.prompt), maxTokens: Number(values.tokens), repeats: Number(values.repeats),
      tuning: JSON.parse(values.tuning!), followup: values.followup,
    });
    const best = (runs: Array<Record<'decodeTokS' | 'prefillTokS', number>>, key: 'decodeTokS' | 'prefillTokS') => Math.max(...runs.map((r) => r[key]));
    const decode = best(out.results, 'decodeTokS');
    const prefill = best(out.results, 'prefillTokS');
    let native;
    if (values.native) {
      const runs = await runNative(paths[name]!, { threads, contextWindow: 4096, promptTokens: out.results[0].promptTokens, maxTokens: Number(values.tokens), repeats: Number(values.repeats) });
      const [nativePrefill, nativeDecode] = [best(runs, 'prefillTokS'), best(runs, 'decodeTokS')];
      native = { prefillTokS: +nativePrefill.toFixed(1), decodeTokS: +nativeDecode.toFixed(1), prefillRatio: +(prefill / nativePrefill).toFixed(2), decodeRatio: +(decode / nativeDecode).toFixed(2), runs };
    }
    rows.push({
      model: name, quantization: spec.quantization, fileMB: Math.round(fileMB), threads: out.threads, isolated: out.isolated,
      loadS: +(out.loadMs / 1000).toFixed(1), promptTokens: out.results[0].promptTokens,
      prefillTokS: +prefill.toFixed(1), decodeTokS: +decode.toFixed(1),
      decodeMBPerThreadS: Math.round((decode * fileMB) / out.threads), prefillGflopPerThreadS: +((prefill * 2 * spec.paramsB) / out.threads).toFixed(1),
      runs: out.results,
      ...(native ? { native } : {}),
      ...(out.followup ? { followup: out.followup } : {}),
    });
  }
}
await context.close();
await server.close();
await closeNative();
rmSync(profile, { recursive: true, force: true });
rmSync(ext, { recursive: true, force: true });

const nativeHead = values.native ? ' native prefill | native decode | prefill ratio | decode ratio |' : '';
console.log(`| model | quant | file MB | threads | load s | prompt tokens | prefill tok/s | decode tok/s | decode MB/thread/s | prefill GFLOP/thread/s |${nativeHead}`);
console.log(`| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${values.native ? ' ---: | ---: | ---: | ---: |' : ''}`);
for (const r of rows) {
  const n = r.native ? ` ${r.native.prefillTokS} | ${r.native.decodeTokS} | ${r.native.prefillRatio}× | ${r.native.decodeRatio}× |` : '';
  console.log(`| ${r.model} | ${r.quantization} | ${r.fileMB} | ${r.threads} | ${r.loadS} | ${r.promptTokens} | ${r.prefillTokS} | ${r.decodeTokS} | ${r.decodeMBPerThreadS} | ${r.prefillGflopPerThreadS} |${n}`);
}
for (const r of rows.filter((row) => row.followup)) {
  const f = r.followup;
  console.log(`${r.model}, ${r.threads} thread(s), follow-up time to first token ÷ the first question's: as sent today ${f.todayRatio.toFixed(2)}× (${Math.round(f.today.firstTokenMs)} ÷ ${Math.round(f.first.firstTokenMs)} ms), conversation kept ${f.keptRatio.toFixed(2)}× (${Math.round(f.kept.firstTokenMs)} ÷ ${Math.round(f.firstAgain.firstTokenMs)} ms)`);
}
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, JSON.stringify({ date: new Date().toISOString(), args: values, rows }, null, 2));
}
