// Runs in an extension page (bundled by bench/cpu-engine.ts): the product's processor engine,
// as its worker runs it (wllamaBackend: download into Cache Storage, load with the product's batch
// and thread settings, stream a chat answer). The bench calls each step and reads the processor
// time the page's processes used between them.
import type { LoadedEngine } from '../../src/offscreen/engine-host/loaded-engine';
import { type WllamaTuning, wllamaBackend } from '../../src/offscreen/engine-host/wllama/wllama-engine';
import type { CpuModel } from '../../src/models/wllama/cpu-catalogue';
import type { ChatMessage } from '../../src/pipeline/prompt/chat-message';
import { SYSTEM_PROMPT } from '../../src/pipeline/prompt/system-prompt';

let engine: LoadedEngine | undefined;
let lastText = '';

/** "w<n>" words: one token each in the synthetic GGUF's vocabulary; `seed` makes prompts differ. */
const words = (n: number, seed: number) => Array.from({ length: n }, (_, i) => `w${(i * 7 + seed * 13) % 40000}`).join(' ');

async function load(run: { url: string; contextWindow: number; threads: number; tuning: WllamaTuning }) {
  const model = { engine: 'wllama', id: 'test:bench', url: run.url, test: true, label: 'bench' } as CpuModel;
  const started = performance.now();
  engine = await wllamaBackend(run.tuning).load(
    { engine: 'wllama', model },
    { contextWindow: run.contextWindow, threads: run.threads, onProgress: () => undefined, signal: new AbortController().signal },
  );
  return { loadMs: performance.now() - started, threads: engine.threads, prefillTokSAtLoad: engine.prefillTokS, isolated: globalThis.crossOriginIsolated };
}

async function timed(messages: ChatMessage[], maxTokens: number) {
  let first = 0;
  let deltas = 0;
  let text = '';
  let usage: { promptTokens: number; completionTokens: number; cachedPromptTokens?: number } = { promptTokens: 0, completionTokens: 0 };
  let prefillEvents = 0;
  const t0 = performance.now();
  await engine!.generate({
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
    onPrefill: () => (prefillEvents += 1),
  });
  const total = performance.now() - t0;
  lastText = text;
  const tokens = usage.completionTokens || deltas;
  return { firstTokenMs: first, totalMs: total, promptTokens: usage.promptTokens, cachedPromptTokens: usage.cachedPromptTokens ?? 0, tokens, prefillEvents, decodeTokS: (tokens - 1) / ((total - first) / 1000), prefillTokS: usage.promptTokens / (first / 1000) };
}

/** One question of `promptWords` words (no system prompt), `maxTokens` written. */
const ask = ({ promptWords, seed, maxTokens }: { promptWords: number; seed: number; maxTokens: number }) => timed([{ role: 'user', content: words(promptWords, seed) }], maxTokens);

const q1 = 'Question: what do the sources say about w7?';
const q2 = 'Question: and about w14?';
const first = (promptWords: number): ChatMessage[] => [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: `<sources>\n${words(promptWords, 101)}\n</sources>\n\n${q1}` }];

/**
 * Prefix reuse: the first question (system prompt and `promptWords` of sources), then a follow-up as
 * the product sends it today (history = the earlier question and answer, new sources of the same size),
 * or with the conversation kept verbatim (the first user message and the answer as they were, then the
 * follow-up with 40 new words of sources).
 */
function conversation({ step, promptWords, maxTokens }: { step: 'first' | 'today' | 'kept'; promptWords: number; maxTokens: number }) {
  if (step === 'first') return timed(first(promptWords), maxTokens);
  if (step === 'today') {
    const history: ChatMessage[] = [{ role: 'user', content: q1 }, { role: 'assistant', content: lastText }];
    return timed([first(promptWords)[0]!, ...history, { role: 'user', content: `<sources>\n${words(promptWords, 202)}\n</sources>\n\n${q2}` }], maxTokens);
  }
  return timed([...first(promptWords), { role: 'assistant', content: lastText }, { role: 'user', content: `<sources>\n${words(40, 303)}\n</sources>\n\n${q2}` }], maxTokens);
}

async function unload() {
  await engine?.unload();
  engine = undefined;
}

Object.assign(globalThis, { benchEngine: { load, ask, conversation, unload } });
