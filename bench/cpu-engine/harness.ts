// Runs in an extension page (bundled by bench/cpu-engine.ts): the product's processor engine,
// as its worker runs it (wllamaBackend: download into Cache Storage, load with the product's batch
// and thread settings, stream a chat answer), timed.
import { type WllamaTuning, wllamaBackend } from '../../src/offscreen/engine/wllama-engine';
import type { CpuModel } from '../../src/models/wllama/cpu-catalogue';

interface Run {
  url: string;
  contextWindow: number;
  threads: number;
  promptWords: number;
  maxTokens: number;
  repeats: number;
  tuning: WllamaTuning;
}

async function runBench(run: Run) {
  const model = { engine: 'cpu', id: 'test:bench', url: run.url, test: true, label: 'bench' } as CpuModel;
  const started = performance.now();
  const engine = await wllamaBackend(run.tuning).load(
    { engine: 'wllama', model },
    { contextWindow: run.contextWindow, threads: run.threads, onProgress: () => undefined, signal: new AbortController().signal },
  );
  const loadMs = performance.now() - started;
  const results = [];
  for (let r = 0; r < run.repeats; r += 1) {
    // A different prompt each time: no reuse of the previous prompt's cache.
    const prompt = Array.from({ length: run.promptWords }, (_, i) => `w${(i * 7 + r * 13) % 40000}`).join(' ');
    let first = 0;
    let deltas = 0;
    let usage = { promptTokens: 0, completionTokens: 0 };
    const t0 = performance.now();
    await engine.generate({
      messages: [{ role: 'user', content: prompt }],
      temperature: 0.1,
      maxTokens: run.maxTokens,
      signal: new AbortController().signal,
      onDelta: () => {
        deltas += 1;
        if (!first) first = performance.now() - t0;
      },
      onUsage: (u) => (usage = u),
    });
    const total = performance.now() - t0;
    const tokens = usage.completionTokens || deltas;
    results.push({ firstTokenMs: first, totalMs: total, promptTokens: usage.promptTokens, tokens, decodeTokS: (tokens - 1) / ((total - first) / 1000), prefillTokS: usage.promptTokens / (first / 1000) });
  }
  await engine.unload();
  return { loadMs, threads: engine.threads, isolated: globalThis.crossOriginIsolated, results };
}

(globalThis as unknown as { runBench: typeof runBench }).runBench = runBench;
