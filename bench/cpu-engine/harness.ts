// Runs in an extension page (bundled by bench/cpu-engine.ts): the product's processor engine,
// as its worker runs it (wllamaBackend: download into Cache Storage, load with the product's batch
// and thread settings, stream a chat answer). The bench calls each step and reads the processor
// time the page's processes used between them.
import type { LoadedEngine } from '../../src/offscreen/engine-host/loaded-engine';
import { type WllamaTuning, wllamaBackend } from '../../src/offscreen/engine-host/wllama/wllama-engine';
import type { CpuModel } from '../../src/models/wllama/cpu-catalogue';
import type { ChatMessage } from '../../src/pipeline/prompt/chat-message';
import { buildKeptPrompt } from '../../src/pipeline/prompt/build-kept-prompt';
import { buildPrompt, type PromptReport } from '../../src/pipeline/prompt/build-prompt';
import type { Passage } from '../../src/pipeline/select/passage';
import { estimateTokens } from '../../src/pipeline/tokens/estimate-tokens';

let engine: LoadedEngine | undefined;
let lastText = '';

/** "w<n>" words: one token each in the synthetic GGUF's vocabulary; `seed` makes prompts differ. */
const words = (n: number, seed: number) => Array.from({ length: n }, (_, i) => `w${(i * 7 + seed * 13) % 40000}`).join(' ');

async function load(run: { url: string; contextWindow: number; threads: number; tuning: WllamaTuning }) {
  const model = { engine: 'wllama', id: 'test:bench', url: run.url, test: true, family: 'bench', size: '0', quantization: 'F32' } as CpuModel;
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
      if (!first) {
        first = performance.now() - t0;
        // The bench reads the page's processor time at this moment (the prompt read, nothing written yet).
        void (globalThis as { benchFirstToken?: () => Promise<void> }).benchFirstToken?.();
      }
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

/** A ranked passage of `n` "w" words from tab `tab`: the shape the product's prompt builders take. */
const passageOf = (tab: number, n: number): Passage => {
  const text = words(n, 100 + tab);
  return { source: { tabId: tab, url: `https://example.test/${tab}`, title: `Tab ${tab}`, site: 'example.test' }, chunk: { index: 0, text, headings: [], locator: { exact: text, prefix: '', suffix: '' } }, score: 1, tokens: n };
};
const SOURCES = 8;
const options = { contextWindow: 4096, countTokens: estimateTokens };
let firstPrompt: ChatMessage[] = [];
let firstReport: PromptReport | undefined;

/**
 * Prefix reuse, with the product's prompt builders: the first question (`buildPrompt`: system prompt
 * and 8 passages, `promptWords` words in all), then a follow-up as the product sent it before
 * (`today`: buildPrompt with the first turn as history) or sends it now on the processor engine
 * (`kept`: buildKeptPrompt, the conversation verbatim). The follow-up ranks the same passages in
 * another order (`same`), or half of them and half new ones (`half`). Run `first` before each
 * follow-up: its answer is the one the follow-up carries, and the engine's cache holds it. `fresh`:
 * a first question over other passages (only the system prompt cached), one token written.
 */
function conversation({ step, mix, promptWords, maxTokens }: { step: 'first' | 'fresh' | 'today' | 'kept'; mix?: 'same' | 'half'; promptWords: number; maxTokens: number }) {
  const each = Math.floor(promptWords / SOURCES);
  const ranked = Array.from({ length: SOURCES }, (_, i) => passageOf(i + 1, each));
  if (step === 'fresh') {
    // The yardstick: a first question of the same size over other passages, so only the system prompt is cached.
    const other = Array.from({ length: SOURCES }, (_, i) => passageOf(100 + i, each));
    return timed(buildPrompt({ question: 'What do the sources say about w7?', passages: other }, options).messages, 1);
  }
  if (step === 'first') {
    const built = buildPrompt({ question: 'What do the sources say about w7?', passages: ranked }, options);
    firstPrompt = built.messages;
    firstReport = built.report;
    return timed(built.messages, maxTokens);
  }
  const again = [...ranked].reverse();
  const passages = mix === 'half' ? [...again.slice(0, SOURCES / 2), ...Array.from({ length: SOURCES / 2 }, (_, i) => passageOf(SOURCES + i + 1, each))] : again;
  const input = { question: 'And about w14?', passages, history: [{ question: 'What do the sources say about w7?', answer: lastText }] };
  const kept = step === 'kept' ? buildKeptPrompt({ ...input, kept: { messages: [...firstPrompt, { role: 'assistant', content: lastText }], sources: ranked, sent: firstReport!.sent } }, options) : undefined;
  const messages = kept?.messages ?? buildPrompt(input, options).messages;
  return timed(messages, maxTokens).then((r) => ({ ...r, fellBack: step === 'kept' && !kept }));
}

async function unload() {
  await engine?.unload();
  engine = undefined;
}

Object.assign(globalThis, { benchEngine: { load, ask, conversation, unload } });
