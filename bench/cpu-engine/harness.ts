// Runs in an extension page (bundled by bench/cpu-engine.ts): the product's processor engine,
// as its worker runs it (wllamaBackend: download into Cache Storage, load with the product's batch
// and thread settings, stream a chat answer), timed.
import type { LoadedEngine } from '../../src/offscreen/engine/loaded-engine';
import { type WllamaTuning, wllamaBackend } from '../../src/offscreen/engine/wllama-engine';
import type { CpuModel } from '../../src/models/wllama/cpu-catalogue';
import type { ChatMessage } from '../../src/pipeline/prompt/chat-message';
import { SYSTEM_PROMPT } from '../../src/pipeline/prompt/system-prompt';

interface Run {
  url: string;
  contextWindow: number;
  threads: number;
  promptWords: number;
  maxTokens: number;
  repeats: number;
  tuning: WllamaTuning;
  /** Also time a follow-up question after the first (prefix reuse). */
  followup: boolean;
}

const words = (n: number, seed: number) => Array.from({ length: n }, (_, i) => `w${(i * 7 + seed * 13) % 40000}`).join(' ');

async function timed(engine: LoadedEngine, messages: ChatMessage[], maxTokens: number) {
  let first = 0;
  let deltas = 0;
  let text = '';
  let usage = { promptTokens: 0, completionTokens: 0 };
  const t0 = performance.now();
  await engine.generate({
    messages,
    temperature: 0.1,
    maxTokens,
    signal: new AbortController().signal,
    onDelta: (delta) => {
      deltas += 1;
      text += delta;
      if (!first) first = performance.now() - t0;
    },
    onUsage: (u) => (usage = u),
  });
  const total = performance.now() - t0;
  const tokens = usage.completionTokens || deltas;
  return { text, firstTokenMs: first, totalMs: total, promptTokens: usage.promptTokens, tokens, decodeTokS: (tokens - 1) / ((total - first) / 1000), prefillTokS: usage.promptTokens / (first / 1000) };
}

/**
 * A follow-up after a first question with the system prompt and `promptWords` of sources: as the
 * product sends it today (history = the earlier question and answer, then new sources of the same
 * size) and with the conversation kept verbatim (the first user message and answer as they were,
 * then the follow-up with a few new words). Time to first token of each ÷ the first question's.
 */
async function followups(engine: LoadedEngine, run: Run) {
  const q1 = 'Question: what do the sources say about w7?';
  const first: ChatMessage[] = [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: `<sources>\n${words(run.promptWords, 101)}\n</sources>\n\n${q1}` }];
  const a = await timed(engine, first, run.maxTokens);
  const q2 = 'Question: and about w14?';
  const today = await timed(engine, [first[0]!, { role: 'user', content: q1 }, { role: 'assistant', content: a.text }, { role: 'user', content: `<sources>\n${words(run.promptWords, 202)}\n</sources>\n\n${q2}` }], run.maxTokens);
  const again = await timed(engine, first, run.maxTokens);
  const kept = await timed(engine, [...first, { role: 'assistant', content: again.text }, { role: 'user', content: `<sources>\n${words(40, 303)}\n</sources>\n\n${q2}` }], run.maxTokens);
  const strip = ({ text: _, ...rest }: Awaited<ReturnType<typeof timed>>) => rest;
  return { first: strip(a), today: strip(today), firstAgain: strip(again), kept: strip(kept), todayRatio: today.firstTokenMs / a.firstTokenMs, keptRatio: kept.firstTokenMs / again.firstTokenMs };
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
    const { text: _, ...result } = await timed(engine, [{ role: 'user', content: words(run.promptWords, r) }], run.maxTokens);
    results.push(result);
  }
  const followup = run.followup ? await followups(engine, run) : undefined;
  await engine.unload();
  return { loadMs, threads: engine.threads, isolated: globalThis.crossOriginIsolated, results, followup };
}

(globalThis as unknown as { runBench: typeof runBench }).runBench = runBench;
