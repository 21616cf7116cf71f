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
 * --followup times a follow-up's wait for its first token with the prompt the product sent before
 * (buildPrompt) and the one it sends now on the processor engine (buildKeptPrompt), in the same run.
 * --wllama name=dir,name=dir runs each wllama build (a package folder: esm/index.js and its
 * esm/wasm/wllama.wasm) one after another in each row, each in its own extension; default: the product's.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { serveModelFiles } from '../tests/support/model-file-server';
import { rendererCpuMs } from './cpu-engine/cpu-time';
import { askNative, closeNative, loadNative, unloadNative } from './cpu-engine/native';
import { type ModelShape, type SyntheticQuantization, syntheticGguf } from './cpu-engine/synthetic-gguf';

const SMOLLM2_360M: ModelShape = { layers: 32, embedding: 960, heads: 15, kvHeads: 5, feedForward: 2560, vocab: 49_152 };
const QWEN_05B: ModelShape = { layers: 24, embedding: 896, heads: 14, kvHeads: 2, feedForward: 4864, vocab: 151_936 };
const QWEN_15B: ModelShape = { layers: 28, embedding: 1536, heads: 12, kvHeads: 2, feedForward: 8960, vocab: 151_936 };
// config.json of each model; the catalogue's quantisations (Q4_K_M: llama.cpp's mix of types, synthetic-gguf.ts).
const SHAPES: Record<string, { shape: ModelShape; quantization: SyntheticQuantization; paramsB: number }> = {
  'smollm2-135m': { shape: { layers: 30, embedding: 576, heads: 9, kvHeads: 3, feedForward: 1536, vocab: 49_152 }, quantization: 'Q8_0', paramsB: 0.135 },
  'smollm2-360m': { shape: SMOLLM2_360M, quantization: 'Q8_0', paramsB: 0.36 },
  'qwen2.5-0.5b': { shape: QWEN_05B, quantization: 'Q8_0', paramsB: 0.49 },
  'qwen2.5-0.5b-q4_k_m': { shape: QWEN_05B, quantization: 'Q4_K_M', paramsB: 0.49 },
  'qwen2.5-1.5b': { shape: QWEN_15B, quantization: 'Q4_K_M', paramsB: 1.54 },
  'qwen2.5-1.5b-q8_0': { shape: QWEN_15B, quantization: 'Q8_0', paramsB: 1.54 },
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
    wllama: { type: 'string' },
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

// The wllama builds to run: the product's (the @wllama/wllama it imports) unless --wllama names others.
const productWllama = () => dirname(createRequire(import.meta.url).resolve('@wllama/wllama/package.json'));
const engines = (values.wllama ?? `product=${productWllama()}`).split(',').map((item) => {
  const [name, dir] = item.includes('=') ? (item.split('=') as [string, string]) : [item, item];
  return { name, dir: resolve(dir) };
});

// A bare extension per build: the product's CSP and cross-origin isolation, the build's wasm, the harness
// bundled with that build's JavaScript (the two must match).
const exts: string[] = [];
for (const engine of engines) {
  const ext = mkdtempSync(join(tmpdir(), 'ask-tabs-bench-ext-'));
  exts.push(ext);
  mkdirSync(join(ext, 'wllama'));
  cpSync(join(engine.dir, 'esm/wasm/wllama.wasm'), join(ext, 'wllama/wllama.wasm')); // WLLAMA_WASM_PATH
  // WLLAMA_RELAXED_WASM_PATH, which the product loads where the browser has relaxed SIMD: a build without one runs
  // its one wasm either way.
  const relaxed = join(engine.dir, 'esm/wasm/wllama-relaxed.wasm');
  cpSync(existsSync(relaxed) ? relaxed : join(engine.dir, 'esm/wasm/wllama.wasm'), join(ext, 'wllama/wllama-relaxed.wasm'));
  writeFileSync(join(ext, 'manifest.json'), JSON.stringify({
    manifest_version: 3, name: `bench ${engine.name}`, version: '1', host_permissions: ['http://*/*'],
    content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';" },
    cross_origin_embedder_policy: { value: 'credentialless' }, cross_origin_opener_policy: { value: 'same-origin' },
    background: { service_worker: 'sw.js' },
  }));
  writeFileSync(join(ext, 'sw.js'), `self.benchEngineName = ${JSON.stringify(engine.name)};`);
  writeFileSync(join(ext, 'bench.html'), '<!doctype html><script type="module" src="harness.js"></script>');
  await build({
    entryPoints: [join(root, 'bench/cpu-engine/harness.ts')], bundle: true, format: 'esm', outfile: join(ext, 'harness.js'), logLevel: 'warning',
    plugins: [{ name: 'wllama-build', setup: (b) => b.onResolve({ filter: /^@wllama\/wllama$/ }, () => ({ path: join(engine.dir, 'esm/index.js') })) }],
  });
}

const server = await serveModelFiles(files);
const profile = mkdtempSync(join(tmpdir(), 'ask-tabs-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  // Loading a model into the page can take minutes on a busy machine.
  timeout: 0,
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true,
  // CHROME_ARGS: extra flags for a measurement, e.g. "--js-flags=--prof" (a V8 tick profile per isolate).
  args: [`--disable-extensions-except=${exts.join(',')}`, `--load-extension=${exts.join(',')}`, '--no-sandbox', ...(process.env.CHROME_ARGS?.split(' ').filter(Boolean) ?? [])],
});
while (context.serviceWorkers().length < engines.length) await context.waitForEvent('serviceworker');
const pages: Record<string, Page> = {};
for (const worker of context.serviceWorkers()) {
  const name = await worker.evaluate(() => (self as unknown as { benchEngineName: string }).benchEngineName);
  const page = await context.newPage();
  page.on('crash', () => console.error(`the bench page (${name}) crashed`));
  page.on('console', (m) => m.type() === 'error' && console.error(`page (${name}):`, m.text()));
  await page.goto(`chrome-extension://${new URL(worker.url()).host}/bench.html`);
  await page.waitForFunction(() => 'benchEngine' in globalThis);
  pages[name] = page;
}
let page = pages[engines[0]!.name]!;

type Step = { promptTokens: number; cachedPromptTokens?: number; tokens: number; firstTokenMs: number; totalMs: number; cpuMs: number; firstTokenCpuMs?: number; fellBack?: boolean };
// The page calls this at a step's first token: the processor time the prompt's reading took.
let firstTokenCpu: number | undefined;
// Every build's page (not only the first): the builds after it had no first-token processor time.
for (const p of Object.values(pages)) await p.exposeFunction('benchFirstToken', () => void (firstTokenCpu ??= rendererCpuMs(profile)));
const engineCall = async <T>(name: 'load' | 'ask' | 'conversation' | 'unload', arg?: unknown): Promise<T & { cpuMs: number; firstTokenCpuMs?: number }> => {
  const cpu0 = rendererCpuMs(profile);
  firstTokenCpu = undefined;
  const out = await page.evaluate(([n, a]) => (globalThis as any).benchEngine[n as string](a), [name, arg] as const);
  return { ...(out as T), cpuMs: rendererCpuMs(profile) - cpu0, ...(firstTokenCpu !== undefined ? { firstTokenCpuMs: firstTokenCpu - cpu0 } : {}) };
};
const DECODE_PROMPT = 8;
/**
 * Speeds from one prompt-reading step (the long prompt, one token written) and one writing step (a
 * short prompt, --tokens written), best of --repeats: wall clock, and per processor-second (the work
 * the engine did, whatever else the machine ran meanwhile; decode less the short prompt's reading).
 */
function speeds(prefills: Step[], decodes: Step[]) {
  const best = (xs: number[]) => Math.max(...xs);
  const prefillTokS = best(prefills.map((s) => s.promptTokens / (s.firstTokenMs / 1000)));
  const prefillCpuTokS = best(prefills.map((s) => s.promptTokens / (s.cpuMs / 1000)));
  const decodeTokS = best(decodes.map((s) => (s.tokens - 1) / ((s.totalMs - s.firstTokenMs) / 1000)));
  // The writing's processor time: after the first token where the page reported it; else less the short
  // prompt's reading, its uncached tokens only (8 of the 33 come from the cache).
  const readMs = (s: Step) => s.firstTokenCpuMs ?? ((s.promptTokens - (s.cachedPromptTokens ?? 0)) / prefillCpuTokS) * 1000;
  const decodeCpuTokS = best(decodes.map((s) => (s.tokens - 1) / (Math.max(1, s.cpuMs - readMs(s)) / 1000)));
  return { prefillTokS, decodeTokS, prefillCpuTokS, decodeCpuTokS };
}
const round = (x: number) => +x.toFixed(1);

/** One build on one model and thread count: prompt reading and writing, and --followup's prefix reuse. */
async function measureProduct(name: string, threads: number) {
  const loaded = await engineCall<{ loadMs: number; threads: number; isolated: boolean; prefillTokSAtLoad?: number }>('load', {
    url: server.url(`${name}.gguf`), contextWindow: 4096, threads, tuning: JSON.parse(values.tuning!),
  });
  const prefills: Step[] = [];
  const decodes: Step[] = [];
  for (let r = 0; r < Number(values.repeats); r += 1) {
    prefills.push(await engineCall<Step>('ask', { promptWords: Number(values.prompt), seed: r, maxTokens: 1 }));
    decodes.push(await engineCall<Step>('ask', { promptWords: DECODE_PROMPT, seed: 50 + r, maxTokens: Number(values.tokens) }));
  }
  let followup;
  if (values.followup) {
    // Follow-ups write one token: their wait before it is what is measured.
    const step = (s: string, mix?: string) => engineCall<Step>('conversation', { step: s, mix, promptWords: Number(values.prompt), maxTokens: s === 'first' ? Number(values.tokens) : 1 });
    const cold = await step('first');
    const todaySame = await step('today', 'same');
    // The yardstick: a first question of the same size with only the system prompt cached (as after any
    // earlier conversation). Not the same prompt again: llama.cpp's server keeps earlier prompts' states
    // in memory (its prompt cache) and would restore it.
    const first = await step('fresh');
    await step('first');
    const keptSame = await step('kept', 'same');
    await step('first');
    const todayHalf = await step('today', 'half');
    await step('first');
    const keptHalf = await step('kept', 'half');
    const ratio = (s: Step) => ({ wall: +(s.firstTokenMs / first.firstTokenMs).toFixed(2), cpu: +((s.firstTokenCpuMs ?? NaN) / (first.firstTokenCpuMs ?? NaN)).toFixed(2) });
    followup = { cold, first, todaySame, keptSame, todayHalf, keptHalf, ratios: { todaySame: ratio(todaySame), keptSame: ratio(keptSame), todayHalf: ratio(todayHalf), keptHalf: ratio(keptHalf) } };
  }
  await engineCall('unload');
  return { loaded, prefills, decodes, followup, product: speeds(prefills, decodes) };
}

/** Native llama.cpp on the same file, threads and prompt length. */
async function measureNative(name: string, threads: number, promptTokens: number[]) {
  await loadNative(paths[name]!, threads, 4096);
  const prefills: Step[] = [];
  const decodes: Step[] = [];
  for (let r = 0; r < Number(values.repeats); r += 1) {
    prefills.push(await askNative(promptTokens[r]!, r, 1));
    decodes.push(await askNative(DECODE_PROMPT, 50 + r, Number(values.tokens)));
  }
  await unloadNative();
  return { speeds: speeds(prefills, decodes), runs: { prefills, decodes } };
}

const rows = [];
for (const name of values.models!.split(',')) {
  const spec = SHAPES[name]!;
  const fileMB = files[`${name}.gguf`]!.length / 1024 ** 2;
  for (const threads of values.threads!.split(',').map(Number)) {
    // Every build, then native right after: the three share the machine's load of the moment.
    const measured = [];
    for (const engine of engines) {
      page = pages[engine.name]!;
      measured.push({ engine: engine.name, ...(await measureProduct(name, threads)) });
    }
    const nat = values.native ? await measureNative(name, threads, measured[0]!.prefills.map((p) => p.promptTokens)) : undefined;
    for (const { engine, loaded, prefills, decodes, followup, product } of measured) {
      const n = nat?.speeds;
      const native = n && {
        prefillTokS: round(n.prefillTokS), decodeTokS: round(n.decodeTokS), prefillCpuTokS: round(n.prefillCpuTokS), decodeCpuTokS: round(n.decodeCpuTokS),
        prefillRatio: +(product.prefillTokS / n.prefillTokS).toFixed(2), decodeRatio: +(product.decodeTokS / n.decodeTokS).toFixed(2),
        prefillCpuRatio: +(product.prefillCpuTokS / n.prefillCpuTokS).toFixed(2), decodeCpuRatio: +(product.decodeCpuTokS / n.decodeCpuTokS).toFixed(2),
        runs: nat.runs,
      };
      rows.push({
        engine, model: name, quantization: spec.quantization, fileMB: Math.round(fileMB), threads: loaded.threads, isolated: loaded.isolated,
        loadS: +(loaded.loadMs / 1000).toFixed(1), promptTokens: prefills[0]!.promptTokens,
        firstWordS: +(Math.min(...prefills.map((p) => p.firstTokenMs)) / 1000).toFixed(1),
        prefillTokS: round(product.prefillTokS), decodeTokS: round(product.decodeTokS),
        prefillCpuTokS: round(product.prefillCpuTokS), decodeCpuTokS: round(product.decodeCpuTokS),
        prefillTokSAtLoad: loaded.prefillTokSAtLoad === undefined ? undefined : round(loaded.prefillTokSAtLoad),
        decodeMBPerThreadS: Math.round((product.decodeTokS * fileMB) / loaded.threads), prefillGflopPerThreadS: +((product.prefillTokS * 2 * spec.paramsB) / loaded.threads).toFixed(1),
        runs: { prefills, decodes },
        ...(native ? { native } : {}),
        ...(followup ? { followup } : {}),
      });
    }
  }
}
await context.close();
await server.close();
await closeNative();
rmSync(profile, { recursive: true, force: true });
for (const ext of exts) rmSync(ext, { recursive: true, force: true });

console.log(`| engine | model | quant | file MB | threads | load s | prompt tokens | first word s | prefill tok/s | decode tok/s | prefill tok/CPU-s | decode tok/CPU-s | decode MB/thread/s | prefill GFLOP/thread/s |${values.native ? ' native prefill | native decode | native prefill /CPU-s | native decode /CPU-s | prefill ratio | decode ratio | prefill ratio /CPU-s | decode ratio /CPU-s |' : ''}`);
console.log(`| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${values.native ? ' ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |' : ''}`);
for (const r of rows) {
  const n = r.native ? ` ${r.native.prefillTokS} | ${r.native.decodeTokS} | ${r.native.prefillCpuTokS} | ${r.native.decodeCpuTokS} | ${r.native.prefillRatio}× | ${r.native.decodeRatio}× | ${r.native.prefillCpuRatio}× | ${r.native.decodeCpuRatio}× |` : '';
  console.log(`| ${r.engine} | ${r.model} | ${r.quantization} | ${r.fileMB} | ${r.threads} | ${r.loadS} | ${r.promptTokens} | ${r.firstWordS} | ${r.prefillTokS} | ${r.decodeTokS} | ${r.prefillCpuTokS} | ${r.decodeCpuTokS} | ${r.decodeMBPerThreadS} | ${r.prefillGflopPerThreadS} |${n}`);
}
for (const r of rows) {
  const f = r.followup;
  if (!f) continue;
  console.log(`\n${r.engine}, ${r.model}, ${r.threads} thread(s): a follow-up's wait for its first token ÷ a first question's (other passages, system prompt cached: ${f.first.promptTokens} prompt tokens, ${f.first.cachedPromptTokens} cached, ${Math.round(f.first.firstTokenMs)} ms, ${f.first.firstTokenCpuMs} processor-ms)`);
  console.log('| follow-up | sources | prompt tokens | cached | ÷ first, wall | ÷ first, per processor-second |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  const line = (name: string, sources: string, s: Step, q: { wall: number; cpu: number }) =>
    console.log(`| ${name}${s.fellBack ? ' (fell back to today’s)' : ''} | ${sources} | ${s.promptTokens} | ${s.cachedPromptTokens} | ${q.wall}× | ${q.cpu}× |`);
  line('before: earlier turns without sources (buildPrompt)', 'the same 8', f.todaySame, f.ratios.todaySame);
  line('now: conversation kept (buildKeptPrompt)', 'the same 8', f.keptSame, f.ratios.keptSame);
  line('before: earlier turns without sources (buildPrompt)', '4 of them + 4 new', f.todayHalf, f.ratios.todayHalf);
  line('now: conversation kept (buildKeptPrompt)', '4 of them + 4 new', f.keptHalf, f.ratios.keptHalf);
}
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, JSON.stringify({ date: new Date().toISOString(), args: values, rows }, null, 2));
}
